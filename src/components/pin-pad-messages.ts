import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/pin-pad.en.json';

/** The PIN pad's words (loaded with the username sign-in and the profile's PIN form). */
export const pinPadMessages = defineCatalog(en, () => import('./messages/pin-pad.fil.json'));

import { useMessages } from '@/lib/i18n/use-messages';
import { RESET_TITLE_KEYS, type ResetStep } from './password-reset-flow';
import { passwordResetMessages } from './password-reset-messages';

/** The title of a forgot-password step in the chosen language (re-rendered on a switch). */
export function useResetTitle(step: ResetStep): string {
  const t = useMessages(passwordResetMessages);
  return t(RESET_TITLE_KEYS[step]);
}

import { isOffline } from '@/lib/use-online';
import { showToast } from '@/stores/toasts';
import { applicationsMessages } from './applications-messages';

/**
 * Submitting needs the server: offline it is refused at once with a toast (no request that can
 * only fail, no spinner). Answers true when it refused.
 */
export function refusedOffline() {
  if (!isOffline()) return false;
  showToast('error', applicationsMessages.t('submitOffline'));
  return true;
}

import type { SuperAppSessionAnswer } from '@/domain/contracts/super-app';
import { rememberReturnPath } from '@/stores/return-path';
import { signIn } from '@/stores/session';
import { showToastAfterReload } from '@/stores/toast-after-reload';

export const CREATE_PASSWORD_SUPERAPP_PATH = '/create-password-superapp';

/**
 * Starts the session a super-app sign-on answered: an account without a password of its own goes
 * on to /create-password-superapp, any other to the home page; the page reloads either way (§4).
 */
export function finishSignOn(answer: SuperAppSessionAnswer, fallbackMessage: string) {
  if (!answer.meta.is_password_set) rememberReturnPath(CREATE_PASSWORD_SUPERAPP_PATH);
  if (signIn(answer)) showToastAfterReload('success', answer.message ?? fallbackMessage);
}

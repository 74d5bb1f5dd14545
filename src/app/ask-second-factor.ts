import { stepUpSession } from '@/features/mfa/api/step-up-session';
import { openMfaDialog, useAuthDialogs } from '@/stores/auth-dialogs';
import { rememberReturnPath } from '@/stores/return-path';
import { useSession } from '@/stores/session';
import { showToast } from '@/stores/toasts';

let asking = false;

/**
 * A call answered 403 second_factor_required: the city turned mfa_required on after this session
 * signed in without a second factor (issue 25). The session trades itself for a challenge and the
 * MFA dialog opens as at sign-in (§2.5): set a method up, or use one. Passing it makes this same
 * session full (the server answers its own token, as the dialog sends it), and the page reloads
 * where the person was. The several calls of one page that meet the refusal open it once.
 */
export function askSecondFactor() {
  if (asking || useAuthDialogs.getState().open === 'mfa') return;
  asking = true;
  stepUpSession()
    .then(
      (answer) => {
        rememberReturnPath(`${window.location.pathname}${window.location.search}`);
        openMfaDialog({ challenge: answer.data.attributes, mobileLogin: useSession.getState().mobileLogin });
      },
      (err: unknown) => showToast('error', err instanceof Error ? err.message : String(err)),
    )
    .finally(() => {
      asking = false;
    });
}

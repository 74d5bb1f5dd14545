import { lazy, Suspense, useEffect } from 'react';
import { readStored } from '@/lib/storage';
import { openDialog, useAuthDialogs } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';

// The dialogs load on first use: they carry the form library and must stay out of the landing JS.
const LoginModal = lazy(() =>
  import('@/features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
);
const LogoutConfirm = lazy(() =>
  import('@/features/auth/components/logout-confirm').then((m) => ({ default: m.LogoutConfirm })),
);
const SignUpDialog = lazy(() =>
  import('@/features/signup/components/sign-up-dialog').then((m) => ({ default: m.SignUpDialog })),
);
const ForgotPasswordModal = lazy(() =>
  import('@/features/password-reset/components/forgot-password-modal').then((m) => ({
    default: m.ForgotPasswordModal,
  })),
);
// Only a sign-in that answers is_mfa_required loads the MFA dialog (issue 16).
const MfaDialog = lazy(() =>
  import('@/features/mfa/components/mfa-dialog').then((m) => ({ default: m.MfaDialog })),
);

/** Shows the account dialog the auth-dialogs store names; reopens a sign-up waiting for its OTP. */
export function AuthDialogHost() {
  const open = useAuthDialogs((s) => s.open);
  const mfa = useAuthDialogs((s) => s.mfa);
  const signedIn = useSession((s) => s.status === 'signed-in');

  useEffect(() => {
    // §4: a reload during sign-up comes back to the OTP step (the /mobile pages show it themselves).
    const waiting = readStored('showOTP') === 'true';
    if (
      waiting &&
      useSession.getState().status === 'signed-out' &&
      !location.pathname.startsWith('/mobile/')
    ) {
      openDialog('signup');
    }
  }, []);

  // Signed in, only Logout — and the MFA dialog of a session the city now asks a second factor of
  // (issue 25: app/ask-second-factor.ts).
  const signedInDialog = open === 'logout' || open === 'mfa';
  if (!open || (signedIn && !signedInDialog) || (!signedIn && open === 'logout')) return null;
  return (
    <Suspense fallback={null}>
      {open === 'login' ? <LoginModal /> : null}
      {open === 'signup' ? <SignUpDialog /> : null}
      {open === 'forgot' ? <ForgotPasswordModal /> : null}
      {open === 'logout' ? <LogoutConfirm /> : null}
      {open === 'mfa' && mfa ? <MfaDialog pending={mfa} /> : null}
    </Suspense>
  );
}

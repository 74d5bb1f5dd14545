import type * as v from 'valibot';
import { create } from 'zustand';
import type { mfaChallengeAttributes } from '@/domain/contracts/mfa';

/** The account dialogs the shell can show; one at a time. */
export type AuthDialog = 'login' | 'signup' | 'forgot' | 'logout' | 'mfa';

/** A sign-in waiting for its second factor (issue 16): what `authenticate` or `verify` answered. */
export interface PendingMfa {
  challenge: v.InferOutput<typeof mfaChallengeAttributes>;
  /** The sign-in began on /mobile/login: its session logs out back there (§4). */
  mobileLogin: boolean;
}

interface AuthDialogsState {
  open: AuthDialog | null;
  /** Set while the MFA dialog is open. */
  mfa: PendingMfa | null;
}

/** Which account dialog is open. The header, pages and the dialogs themselves switch it. */
export const useAuthDialogs = create<AuthDialogsState>(() => ({ open: null, mfa: null }));

/** §4: a sign-in answered `is_mfa_required`; the MFA dialog takes over from the login modal. */
export function openMfaDialog(pending: PendingMfa) {
  useAuthDialogs.setState({ open: 'mfa', mfa: pending });
}

/** Opens a dialog (replacing any other, e.g. Login → Forgot Password). */
export function openDialog(dialog: Exclude<AuthDialog, 'mfa'>) {
  useAuthDialogs.setState({ open: dialog, mfa: null });
}

export function closeDialog() {
  useAuthDialogs.setState({ open: null, mfa: null });
}

import { create } from 'zustand';

/** The account dialogs the shell can show; one at a time. */
export type AuthDialog = 'login' | 'signup' | 'forgot' | 'logout';

interface AuthDialogsState {
  open: AuthDialog | null;
}

/** Which account dialog is open. The header, pages and the dialogs themselves switch it. */
export const useAuthDialogs = create<AuthDialogsState>(() => ({ open: null }));

/** Opens a dialog (replacing any other, e.g. Login → Forgot Password). */
export function openDialog(dialog: AuthDialog) {
  useAuthDialogs.setState({ open: dialog });
}

export function closeDialog() {
  useAuthDialogs.setState({ open: null });
}

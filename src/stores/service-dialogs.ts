import { create } from 'zustand';

/** The service dialogs of the header (§2.8, §2.9); one at a time. */
export type ServiceDialog = 'select-transaction' | 'e-help';

export const useServiceDialogs = create<{ open: ServiceDialog | null }>(() => ({ open: null }));

export const openServiceDialog = (dialog: ServiceDialog) => useServiceDialogs.setState({ open: dialog });
export const closeServiceDialog = () => useServiceDialogs.setState({ open: null });

import { create } from 'zustand';

interface UpdateState {
  /** A new version is installed and waiting; calling it activates it and reloads. */
  apply: (() => void) | null;
}

/** Whether a new version of the app is waiting (drives the update banner). */
export const useUpdateState = create<UpdateState>(() => ({ apply: null }));

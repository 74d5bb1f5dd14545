import { create } from 'zustand';
import { readStored } from '@/lib/storage';

/**
 * Whether drafts typed offline wait on this device: all the first page needs to know. The drafts
 * store itself (stores/offline-drafts) is loaded only when there are some, or when one is saved.
 */
export const useDraftsWaiting = create<{ waiting: boolean }>(() => ({
  waiting: readStored('offlineDrafts') !== null,
}));

import type { Draft } from '@/stores/offline-drafts';
import { PROFILE_DRAFT } from './draft-kinds';
import { offlineMessages } from './offline-messages';

const LABEL_KEYS = { [PROFILE_DRAFT]: 'profileChanges' } as const;

/**
 * What a draft holds, in the language chosen now: the stored label keeps the language it was saved
 * in, so a known kind is named from the catalogue (call while rendering, or when the words are shown).
 */
export function draftLabel(draft: Pick<Draft, 'kind' | 'label'>): string {
  const key = (LABEL_KEYS as Record<string, 'profileChanges' | undefined>)[draft.kind];
  return key ? offlineMessages.t(key) : draft.label;
}

import type { Draft } from '@/stores/offline-drafts';
import { APPLICATION_DRAFTS, PROFILE_DRAFT } from './draft-kinds';
import { offlineMessages } from './offline-messages';

const LABEL_KEYS = { [PROFILE_DRAFT]: 'profileChanges', [APPLICATION_DRAFTS]: 'applicationAnswers' } as const;

type LabelKey = (typeof LABEL_KEYS)[keyof typeof LABEL_KEYS];

/**
 * What a draft holds, in the language chosen now: the stored label keeps the language it was saved
 * in, so a known kind is named from the catalogue (call while rendering, or when the words are shown).
 */
export function draftLabel(draft: Pick<Draft, 'kind' | 'label'>): string {
  // 'application:<route>' is named as every application's answers are.
  const key = (LABEL_KEYS as Record<string, LabelKey | undefined>)[draft.kind.split(':')[0] ?? ''];
  return key ? offlineMessages.t(key) : draft.label;
}

import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { applicationDraftKind } from '@/features/applications/offline-draft';
import { APPLICATION_DRAFTS, PROFILE_DRAFT } from './draft-kinds';
import { draftLabel } from './draft-label';

describe('draftLabel', () => {
  afterEach(() => applyLocale('en'));

  it('names a profile draft in the language chosen now, whatever it was saved in', async () => {
    const draft = { kind: PROFILE_DRAFT, label: 'mga pagbabago sa iyong profile' };
    expect(draftLabel(draft)).toBe('Your profile changes');
    await switchLocale('fil');
    expect(draftLabel(draft)).toBe('mga pagbabago sa iyong profile');
  });

  it("names an application's answers by their kind, whatever the route", async () => {
    const draft = {
      kind: `${APPLICATION_DRAFTS}:e2e-business-permit-new`,
      label: 'mga sagot mo sa aplikasyon',
    };
    expect(draftLabel(draft)).toBe('Your application answers');
    await switchLocale('fil');
    expect(draftLabel(draft)).toBe('mga sagot mo sa aplikasyon');
    // The feature that keeps them names the same kind.
    expect(applicationDraftKind('x')).toBe(`${APPLICATION_DRAFTS}:x`);
  });

  it('keeps the stored label of a kind it does not know', () => {
    expect(draftLabel({ kind: 'cedula', label: 'Your cedula request' })).toBe('Your cedula request');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { PROFILE_DRAFT } from './draft-kinds';
import { draftLabel } from './draft-label';

describe('draftLabel', () => {
  afterEach(() => applyLocale('en'));

  it('names a profile draft in the language chosen now, whatever it was saved in', async () => {
    const draft = { kind: PROFILE_DRAFT, label: 'mga pagbabago sa iyong profile' };
    expect(draftLabel(draft)).toBe('Your profile changes');
    await switchLocale('fil');
    expect(draftLabel(draft)).toBe('mga pagbabago sa iyong profile');
  });

  it('keeps the stored label of a kind it does not know', () => {
    expect(draftLabel({ kind: 'cedula', label: 'Your cedula request' })).toBe('Your cedula request');
  });
});

import { describe, expect, it } from 'vitest';
import type { Wording } from './wording';
import { wordedOptions, wordOf } from './wording';

// Every list of words the domain exports (`…_WORDS`), found rather than listed: a new one is
// checked without anyone remembering to add it here.
const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts'], {
  eager: true,
});
const wordings = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('_WORDS'))
    .map(([name, words]) => [`${file}: ${name}`, words as Record<string, Wording>] as const),
);

describe('the words of stored values', () => {
  it('finds the lists', () => expect(wordings.length).toBeGreaterThanOrEqual(5));

  it.each(wordings)(
    '%s: every value has English and Filipino, and the Filipino is not the English',
    (_, words) => {
      for (const [value, wording] of Object.entries(words)) {
        expect(wording.en.trim(), value).not.toBe('');
        expect(wording.fil.trim(), value).not.toBe('');
        expect(wording.fil, `${value} has no Filipino of its own`).not.toBe(wording.en);
      }
    },
  );

  it('shows the words of the reader’s language and sends the value', () => {
    const words = { A: { en: 'Pothole', fil: 'Lubak' } } as const;
    expect(wordedOptions(['A'], words, 'fil')).toEqual([{ value: 'A', label: 'Lubak' }]);
    expect(wordOf(words, 'A', 'en')).toBe('Pothole');
    // A value from before the list changed is shown as it was stored.
    expect(wordOf(words, 'Property Damage', 'fil')).toBe('Property Damage');
  });
});

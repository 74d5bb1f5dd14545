import { describe, expect, it } from 'vitest';
import { wordedOptions, wordOf } from './wording';

describe('wordedOptions and wordOf', () => {
  it('show the words of the reader’s language and send the value', () => {
    const words = { A: { en: 'Pothole', fil: 'Lubak' } } as const;
    expect(wordedOptions(['A'], words, 'fil')).toEqual([{ value: 'A', label: 'Lubak' }]);
    expect(wordOf(words, 'A', 'en')).toBe('Pothole');
    // A value from before the list changed is shown as it was stored.
    expect(wordOf(words, 'Property Damage', 'fil')).toBe('Property Damage');
  });
});

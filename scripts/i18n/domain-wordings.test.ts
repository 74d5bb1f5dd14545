import { describe, expect, it } from 'vitest';
import { domainWordings } from './domain-wordings';

const wordings = await domainWordings();

describe('the words of stored values (src/domain …_WORDS)', () => {
  it('finds the lists', () => expect(wordings.length).toBeGreaterThanOrEqual(5));

  it.each(wordings)('%s: every value has English and a Filipino of its own', (_, words) => {
    for (const [value, wording] of Object.entries(words)) {
      expect(wording.en.trim(), value).not.toBe('');
      expect(wording.fil.trim(), value).not.toBe('');
      expect(wording.fil, `${value} has no Filipino of its own`).not.toBe(wording.en);
    }
  });
});

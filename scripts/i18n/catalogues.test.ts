import { resolve } from 'node:path';
import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGE } from '../../src/domain/constants/error-messages';
import { UPLOAD_INVALID_MESSAGE } from '../../src/domain/constants/upload';
import { catalogueFiles } from './catalogue-files';

// Vitest runs from the project root.
const pairs = catalogueFiles(resolve('src'));

type Token = ReturnType<typeof parse>[number] | { type: 'octothorpe' };
/** The placeholders a message uses (`{count}`, `{amount}`), nested plural branches included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('finds the catalogues', () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  it.each(pairs.map((p) => [p.name, p] as const))(
    '%s: English and Filipino have the same keys',
    (_, pair) => {
      expect(Object.keys(pair.fil).sort()).toEqual(Object.keys(pair.en).sort());
    },
  );

  it.each(pairs.map((p) => [p.name, p] as const))(
    '%s: every message is valid ICU with the same placeholders',
    (_, pair) => {
      for (const [key, english] of Object.entries(pair.en)) {
        const filipino = pair.fil[key];
        expect(english.trim(), key).not.toBe('');
        expect(filipino?.trim(), key).not.toBe('');
        expect(placeholders(filipino ?? ''), key).toEqual(placeholders(english));
      }
    },
  );

  it('says one English thing one way in Filipino ("Search" is "Maghanap" on every form)', () => {
    // English words that are two words in Filipino: a switch that is 'On' (Bukas) and the record
    // an audited action was 'On' (Sa); an SOA that is 'Paid' (Bayad na) and the column of when a
    // payment was made (Binayaran).
    const homonyms = new Set(['On', 'Paid']);
    const byEnglish = new Map<string, Set<string>>();
    for (const pair of pairs)
      for (const [key, english] of Object.entries(pair.en)) {
        const filipino = pair.fil[key];
        if (filipino === undefined || homonyms.has(english)) continue;
        byEnglish.set(english, (byEnglish.get(english) ?? new Set()).add(filipino));
      }
    const twoWays = [...byEnglish]
      .filter(([, filipino]) => filipino.size > 1)
      .map(([en, fil]) => [en, [...fil]]);
    expect(twoWays).toEqual([]);
  });

  it('keeps the spec English that the domain also writes', () => {
    const shell = pairs.find((p) => p.name.endsWith('components/messages/shell.en.json'));
    const common = pairs.find((p) => p.name.endsWith('components/messages/common.en.json'));
    expect(shell?.en.fallback).toBe(FALLBACK_MESSAGE);
    expect(common?.en.uploadInvalid).toBe(UPLOAD_INVALID_MESSAGE);
  });
});

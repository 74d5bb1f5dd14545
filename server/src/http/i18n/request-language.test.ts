import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './request-language';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fil', 'fil'],
    ['fil-PH,fil;q=0.9,en-US;q=0.8', 'fil'],
    ['tl', 'fil'],
    ['tl-PH', 'fil'],
    ['en-US,en;q=0.9,fil;q=0.8', 'en'],
    ['ja,fil;q=0.5', 'fil'],
    ['ja,zh', 'en'],
    ['en;q=0.4,fil;q=0.6', 'fil'],
    ['fil;q=0,en;q=0.1', 'en'],
    ['FIL', 'fil'],
    ['filipino', 'en'],
  ] as const)('%s → %s', (header, language) => expect(languageFromHeader(header)).toBe(language));
});

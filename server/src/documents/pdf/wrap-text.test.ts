import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text';

// A font where every character is 1 point wide at size 1: widths are character counts.
const mono = { widthOfTextAtSize: (text: string, size: number) => text.length * size };

describe('wrapText', () => {
  it('breaks at spaces so each line fits its width', () => {
    expect(wrapText('BLOCK 12 LOT 34 SAMPAGUITA STREET', mono, 1, 16)).toEqual([
      'BLOCK 12 LOT 34',
      'SAMPAGUITA',
      'STREET',
    ]);
  });

  it('cuts a word longer than a line', () => {
    expect(wrapText('see https://example.ph/verify/AAAA', mono, 1, 10)).toEqual([
      'see',
      'https://ex',
      'ample.ph/v',
      'erify/AAAA',
    ]);
  });

  it('keeps the text’s own line breaks, and an empty text is one empty line', () => {
    expect(wrapText('Business tax\n0.05% of capital', mono, 1, 40)).toEqual([
      'Business tax',
      '0.05% of capital',
    ]);
    expect(wrapText('', mono, 1, 10)).toEqual(['']);
  });

  it('measures at the size drawn', () => {
    expect(wrapText('AB CD', mono, 2, 8)).toEqual(['AB', 'CD']);
  });
});

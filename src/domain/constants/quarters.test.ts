import { describe, expect, it } from 'vitest';
import { QUARTER_OPTIONS, quarterLabel } from './quarters';

describe('quarterLabel', () => {
  it.each([
    [0, '1st'],
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
  ])('labels %i as %s', (quarter, label) => expect(quarterLabel(quarter)).toBe(label));

  it('marks only the 4th quarter as the whole year', () =>
    expect(QUARTER_OPTIONS.filter((q) => q.wholeYear).map((q) => q.label)).toEqual(['4th']));
});

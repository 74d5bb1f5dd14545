import { describe, expect, it } from 'vitest';
import { draftHasAnswers } from './draft-has-answers';

describe('draftHasAnswers', () => {
  it('is false for a draft of blanks and true once anything was entered', () => {
    expect(draftHasAnswers(undefined)).toBe(false);
    expect(
      draftHasAnswers({ business_name: ' ', activities: [{ line_of_business: '' }], requirements: {} }),
    ).toBe(false);
    expect(draftHasAnswers({ activities: [{ line_of_business: 'RETAIL' }] })).toBe(true);
    expect(draftHasAnswers({ kind_of_ownership: 'COOPERATIVE' })).toBe(true);
    expect(draftHasAnswers({ terms_and_conditions_accepted: true })).toBe(true);
  });
});

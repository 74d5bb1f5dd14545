import { describe, expect, it } from 'vitest';
import { copyFeeCentavos } from './copy-fees';

describe('copy fees', () => {
  it('charge 50 for one side, 100 for both or the LCR form', () => {
    expect(copyFeeCentavos('FRONT')).toBe(5_000);
    expect(copyFeeCentavos('BACK')).toBe(5_000);
    expect(copyFeeCentavos('FRONT AND BACK')).toBe(10_000);
    expect(copyFeeCentavos('LCR FORM 1-A')).toBe(10_000);
  });
});

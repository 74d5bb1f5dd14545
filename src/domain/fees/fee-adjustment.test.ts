import { describe, expect, it } from 'vitest';
import {
  adjustmentReasonProblem,
  needsSecondOfficer,
  readApprovalShare,
  shareBelowBp,
  sharePercent,
} from './fee-adjustment';

describe('four eyes on a fee adjustment (issue 25)', () => {
  it('reads the setting as basis points: 0 to 99 with two decimals at most', () => {
    expect(readApprovalShare('10')).toBe(1_000);
    expect(readApprovalShare(' 2.5 ')).toBe(250);
    expect(readApprovalShare('0')).toBe(0);
    expect(readApprovalShare('99')).toBe(9_900);
    for (const bad of ['100', '99.01', '-1', '10%', '1.234', '', 'ten', '1e1']) {
      expect(readApprovalShare(bad), bad).toBeNull();
    }
  });

  it('measures how far below the schedule, rounded down, never above it', () => {
    expect(shareBelowBp(157_500, 1)).toBe(9_999);
    expect(shareBelowBp(157_500, 142_500)).toBe(952);
    expect(shareBelowBp(157_500, 200_000)).toBe(0);
    expect(shareBelowBp(0, 0)).toBe(0);
    expect(sharePercent(9_999)).toBe('99.99%');
    expect(sharePercent(1_000)).toBe('10.00%');
    expect(sharePercent(5)).toBe('0.05%');
  });

  it('needs a second officer only past the share, exactly (no rounding lets a cut through)', () => {
    expect(needsSecondOfficer(157_500, 1, 1_000)).toBe(true);
    expect(needsSecondOfficer(100_000, 90_000, 1_000)).toBe(false); // exactly 10%
    expect(needsSecondOfficer(100_000, 89_999, 1_000)).toBe(true); // 10.001%
    expect(needsSecondOfficer(100_000, 99_999, 0)).toBe(true);
    expect(needsSecondOfficer(100_000, 120_000, 0)).toBe(false);
    // The largest amounts (§5: ₱999,999,999,999.99) do not lose precision.
    expect(needsSecondOfficer(99_999_999_999_999, 89_999_999_999_999, 1_000)).toBe(true);
    expect(needsSecondOfficer(99_999_999_999_999, 90_000_000_000_000, 1_000)).toBe(false);
  });

  it('asks for a reason of 10 to 500 characters', () => {
    expect(adjustmentReasonProblem('   ')).toBe('required');
    expect(adjustmentReasonProblem('too short')).toBe('tooShort');
    expect(adjustmentReasonProblem('Ordinance 14')).toBeUndefined();
    expect(adjustmentReasonProblem('x'.repeat(501))).toBe('tooLong');
  });
});

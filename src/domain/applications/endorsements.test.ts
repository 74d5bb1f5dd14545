import { describe, expect, it } from 'vitest';
import { acceptedStatus, allCleared, endorsementStandings } from './endorsements';

const OFFICES = ['zoning', 'fire'];

describe("an application's endorsements", () => {
  it('waits for every office until each has cleared it', () => {
    const none = endorsementStandings(OFFICES, [], 1);
    expect(none.map((s) => s.state)).toEqual(['pending', 'pending']);
    expect(allCleared(none)).toBe(false);
    const one = endorsementStandings(OFFICES, [{ office: 'fire', decision: 'cleared', round: 1 }], 1);
    expect(one.map((s) => s.state)).toEqual(['pending', 'cleared']);
    const both = endorsementStandings(
      OFFICES,
      [
        { office: 'fire', decision: 'cleared', round: 1 },
        { office: 'zoning', decision: 'cleared', round: 1 },
      ],
      1,
    );
    expect(allCleared(both)).toBe(true);
    // A kind endorsed to no office waits for none.
    expect(allCleared(endorsementStandings([], [], 1))).toBe(true);
  });

  it('counts a return only on the filing it returned; a clearance stands across resubmissions', () => {
    const decisions = [
      { office: 'zoning', decision: 'cleared', round: 1 },
      { office: 'fire', decision: 'returned', round: 1 },
    ] as const;
    expect(endorsementStandings(OFFICES, decisions, 1).map((s) => s.state)).toEqual(['cleared', 'returned']);
    expect(endorsementStandings(OFFICES, decisions, 2).map((s) => s.state)).toEqual(['cleared', 'pending']);
    // Returned twice, the latest return is the one shown.
    const again = [
      ...decisions,
      { office: 'fire', decision: 'returned', round: 2, reason: 'again' },
    ] as const;
    expect(endorsementStandings(OFFICES, again, 2)[1]?.decision).toMatchObject({ reason: 'again' });
  });

  it('goes on to assessment once cleared, or to printing for a free kind', () => {
    expect(acceptedStatus({ payment: 'assessed' })).toBe('FOR ASSESSMENT (TREASURY)');
    expect(acceptedStatus({ payment: 'none' })).toBe('FOR PRINTING');
  });
});

import { describe, expect, it } from 'vitest';
import { helpReference } from '../modules/help/help-reference';
import { newReferenceNumber } from './create-transaction';

// 00:30 on Nov 29 in Manila: the screens say Nov 29, and so must the references (issue 30).
const afterManilaMidnight = new Date('2026-11-28T16:30:00Z');

describe('references people read carry the Manila date', () => {
  it('BYN- for a transaction', () => {
    expect(newReferenceNumber(afterManilaMidnight)).toMatch(/^BYN-261129-[A-HJ-NP-Z2-9]{8}$/);
  });

  it('INC- and VAX- for E-Help', () => {
    expect(helpReference('INC', afterManilaMidnight)).toMatch(/^INC-261129-[A-HJ-NP-Z2-9]{8}$/);
    expect(helpReference('VAX', afterManilaMidnight)).toMatch(/^VAX-261129-/);
  });
});

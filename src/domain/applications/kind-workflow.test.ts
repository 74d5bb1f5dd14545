import { describe, expect, it } from 'vitest';
import { kindCanMove, kindNext, labTestsOf } from './kind-workflow';

const PAID = { payment: 'assessed' } as const;
const FREE = { payment: 'none' } as const;
const word = (en: string) => ({ en, fil: en });
const LAB = {
  tests: [
    { code: 'STOOL', label: word('Stool examination'), when: 'stool_exam=1' },
    { code: 'XRAY', label: word('Chest x-ray'), when: 'xray=1' },
    { code: 'FIT', label: word('Physical examination') },
  ],
};

describe("a kind's workflow", () => {
  it('keeps a paid kind on the table’s path: assessed and paid before printing', () => {
    expect(kindNext(PAID, 'PENDING')).toEqual([
      'FOR ASSESSMENT (ADMIN)',
      'FOR ASSESSMENT (TREASURY)',
      'FOR RESUBMISSION',
      'REJECTED',
      'CANCELLED',
    ]);
    expect(kindCanMove(PAID, 'PENDING', 'FOR PRINTING')).toBe(false);
    expect(kindCanMove(PAID, 'PAID', 'FOR PRINTING')).toBe(true);
    // Until it is handed over, the office may still reject what it finds it cannot serve.
    expect(kindNext(PAID, 'PAID')).toEqual(['FOR PRINTING', 'REJECTED']);
    expect(kindNext(PAID, 'FOR PRINTING')).toEqual(['RELEASED', 'REJECTED']);
  });

  it('lets a free kind skip assessment and payment: approved straight to printing', () => {
    expect(kindNext(FREE, 'PENDING')).toEqual(['FOR PRINTING', 'FOR RESUBMISSION', 'REJECTED', 'CANCELLED']);
    expect(kindCanMove(FREE, 'PENDING', 'FOR ASSESSMENT (TREASURY)')).toBe(false);
    expect(kindCanMove(FREE, 'WAITING FOR PAYMENT', 'PAID')).toBe(false);
    expect(kindCanMove(FREE, 'FOR PRINTING', 'RELEASED')).toBe(true);
  });

  it('adds the lab, appointment and handover steps a kind declares, and only those', () => {
    const clinic = { payment: 'assessed', lab: LAB, handover: ['pick-up'] } as const;
    expect(kindNext(clinic, 'PENDING')).toContain('PENDING LAB TEST');
    expect(kindNext(clinic, 'PENDING')).not.toContain('FOR APPOINTMENT');
    // Printed, it waits for pick-up: never released straight from printing, never delivered.
    expect(kindNext(clinic, 'FOR PRINTING')).toEqual(['PRINTED', 'REJECTED']);
    expect(kindNext(clinic, 'PRINTED')).toEqual(['FOR PICK-UP']);
    expect(kindNext(clinic, 'FOR PICK-UP')).toEqual(['RELEASED']);
    const police = { payment: 'none', appointment: true } as const;
    expect(kindNext(police, 'PENDING')).toEqual([
      'FOR APPOINTMENT',
      'FOR PRINTING',
      'FOR RESUBMISSION',
      'REJECTED',
      'CANCELLED',
    ]);
    expect(kindNext(police, 'FOR APPOINTMENT')).toContain('FOR PRINTING');
    expect(kindNext(PAID, 'PENDING LAB TEST')).toEqual([]);
    expect(kindNext(PAID, 'PENDING')).not.toContain('PENDING LAB TEST');
  });

  it('sends a kind with the lab step through the laboratory: reviewed, tested, generated, then billed', () => {
    const health = { payment: 'assessed', lab: LAB } as const;
    // Approved, it goes to the laboratory, never straight to assessment or printing.
    expect(kindNext(health, 'PENDING')).toEqual([
      'PENDING LAB TEST',
      'FOR RESUBMISSION',
      'REJECTED',
      'CANCELLED',
    ]);
    // The laboratory's only way on is the certificate generated (once every result passed).
    expect(kindNext(health, 'PENDING LAB TEST')).toEqual([
      'HEALTH CERTIFICATE GENERATED',
      'FOR RESUBMISSION',
      'REJECTED',
    ]);
    expect(kindCanMove(health, 'PENDING LAB TEST', 'FOR ASSESSMENT (TREASURY)')).toBe(false);
    expect(kindNext(health, 'HEALTH CERTIFICATE GENERATED')).toEqual([
      'FOR ASSESSMENT (ADMIN)',
      'FOR ASSESSMENT (TREASURY)',
    ]);
    // Free, the generated certificate goes to printing.
    expect(kindNext({ payment: 'none', lab: LAB }, 'HEALTH CERTIFICATE GENERATED')).toEqual(['FOR PRINTING']);
    expect(kindCanMove(PAID, 'PENDING', 'HEALTH CERTIFICATE GENERATED')).toBe(false);
  });

  it('asks for the tests whose condition the answers meet, in the step’s order', () => {
    expect(labTestsOf(LAB, { stool_exam: '1', xray: '1' }).map((t) => t.code)).toEqual([
      'STOOL',
      'XRAY',
      'FIT',
    ]);
    expect(labTestsOf(LAB, { stool_exam: '0' }).map((t) => t.code)).toEqual(['FIT']);
    expect(labTestsOf(undefined, { stool_exam: '1' })).toEqual([]);
  });

  it('prints a document released at the office as it releases it: no PRINTED step, no handover', () => {
    expect(kindNext(PAID, 'FOR PRINTING')).toEqual(['RELEASED', 'REJECTED']);
    expect(kindCanMove(PAID, 'FOR PRINTING', 'PRINTED')).toBe(false);
    expect(kindCanMove(PAID, 'PRINTED', 'FOR PICK-UP')).toBe(false);
  });

  describe('a kind handed over the way the applicant chose (pick-up or delivery)', () => {
    const copy = {
      payment: 'assessed',
      handover: ['pick-up', 'delivery'],
      handoverChoice: 'release_mode',
    } as const;
    const pickUp = { release_mode: 'PICK-UP' };
    const delivery = { release_mode: 'DELIVERY' };

    it('is never printed unpaid: from review, billing or a failed payment, only PAID leads to printing', () => {
      for (const from of [
        'PENDING',
        'FOR ASSESSMENT (TREASURY)',
        'WAITING FOR PAYMENT',
        'PAYMENT FAILED',
        'EXPIRED SOA',
      ])
        expect(kindCanMove(copy, from, 'FOR PRINTING', pickUp), from).toBe(false);
      expect(kindNext(copy, 'PAID', pickUp)).toEqual(['FOR PRINTING', 'REJECTED']);
    });

    it('goes FOR PRINTING → PRINTED → the chosen handover → RELEASED, and no other way', () => {
      expect(kindNext(copy, 'FOR PRINTING', pickUp)).toEqual(['PRINTED', 'REJECTED']);
      expect(kindCanMove(copy, 'FOR PRINTING', 'RELEASED', pickUp)).toBe(false);
      expect(kindCanMove(copy, 'FOR PRINTING', 'FOR PICK-UP', pickUp)).toBe(false);
      expect(kindNext(copy, 'PRINTED', pickUp)).toEqual(['FOR PICK-UP']);
      expect(kindNext(copy, 'PRINTED', delivery)).toEqual(['FOR DELIVERY']);
      expect(kindCanMove(copy, 'PRINTED', 'FOR DELIVERY', pickUp)).toBe(false);
      expect(kindCanMove(copy, 'PRINTED', 'RELEASED', delivery)).toBe(false);
      expect(kindNext(copy, 'FOR PICK-UP', pickUp)).toEqual(['RELEASED']);
      expect(kindNext(copy, 'FOR DELIVERY', delivery)).toEqual(['RELEASED']);
    });

    it('offers both handovers when the answers say nothing of the choice', () => {
      expect(kindNext(copy, 'PRINTED')).toEqual(['FOR PICK-UP', 'FOR DELIVERY']);
      expect(kindNext(copy, 'PRINTED', { release_mode: 'BY CARRIER PIGEON' })).toEqual([
        'FOR PICK-UP',
        'FOR DELIVERY',
      ]);
    });
  });
});

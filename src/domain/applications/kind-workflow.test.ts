import { describe, expect, it } from 'vitest';
import { kindCanMove, kindNext } from './kind-workflow';

const PAID = { payment: 'assessed' } as const;
const FREE = { payment: 'none' } as const;

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
    expect(kindNext(PAID, 'FOR PRINTING')).toEqual(['RELEASED']);
  });

  it('lets a free kind skip assessment and payment: approved straight to printing', () => {
    expect(kindNext(FREE, 'PENDING')).toEqual(['FOR PRINTING', 'FOR RESUBMISSION', 'REJECTED', 'CANCELLED']);
    expect(kindCanMove(FREE, 'PENDING', 'FOR ASSESSMENT (TREASURY)')).toBe(false);
    expect(kindCanMove(FREE, 'WAITING FOR PAYMENT', 'PAID')).toBe(false);
    expect(kindCanMove(FREE, 'FOR PRINTING', 'RELEASED')).toBe(true);
  });

  it('adds the lab, appointment and handover steps a kind declares, and only those', () => {
    const clinic = { payment: 'assessed', lab: true, handover: ['pick-up'] } as const;
    expect(kindNext(clinic, 'PENDING')).toContain('PENDING LAB TEST');
    expect(kindNext(clinic, 'PENDING')).not.toContain('FOR APPOINTMENT');
    expect(kindNext(clinic, 'PENDING LAB TEST')).toEqual([
      'FOR ASSESSMENT (ADMIN)',
      'FOR ASSESSMENT (TREASURY)',
      'FOR RESUBMISSION',
      'REJECTED',
    ]);
    // Printed, it waits for pick-up: never released straight from printing, never delivered.
    expect(kindNext(clinic, 'FOR PRINTING')).toEqual(['FOR PICK-UP']);
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
  });
});

import { describe, expect, it } from 'vitest';
import { NOTIFIED_STEPS, stepMessage } from './notify-application-texts';

const facts = {
  reference: 'BPLS-000042',
  reason: 'Blurred DTI certificate',
  total: '₱1,234.50',
  expires: '31 Dec 2026',
};

describe('stepMessage', () => {
  it('asks for an appointment to be booked, in English and Filipino', () => {
    expect(stepMessage('FOR APPOINTMENT', 'en', facts)?.sms).toBe(
      'Your application BPLS-000042 needs an appointment at the office. Book a time from your transaction history.',
    );
    expect(stepMessage('FOR APPOINTMENT', 'fil', facts)?.mail.subject).toBe(
      'Aplikasyon BPLS-000042: mag-book ng appointment',
    );
  });

  it('sends the applicant to the laboratory with the reference, in English and Filipino', () => {
    expect(stepMessage('PENDING LAB TEST', 'en', facts)?.sms).toBe(
      'Your application BPLS-000042 was reviewed. Please go to the laboratory for the tests you asked for and bring your reference number.',
    );
    expect(stepMessage('PENDING LAB TEST', 'fil', facts)?.mail.subject).toBe(
      'Aplikasyon BPLS-000042: mga laboratory test',
    );
  });

  it('tells the SOA total and its last day when assessed, in English and Filipino', () => {
    expect(stepMessage('WAITING FOR PAYMENT', 'en', facts)?.sms).toBe(
      'Your application BPLS-000042 was assessed: ₱1,234.50 to pay by 31 Dec 2026. Pay it from your transaction history.',
    );
    expect(stepMessage('WAITING FOR PAYMENT', 'fil', facts)?.sms).toContain(
      '₱1,234.50 ang babayaran hanggang 31 Dec 2026',
    );
  });

  it('gives the reason of a return and a rejection, and the e-mail says where to look', () => {
    const returned = stepMessage('FOR RESUBMISSION', 'en', facts);
    expect(returned?.sms).toContain('returned for resubmission: Blurred DTI certificate.');
    expect(returned?.mail.subject).toBe('Application BPLS-000042: for resubmission');
    expect(returned?.mail.text).toContain('transaction history');
    expect(stepMessage('REJECTED', 'fil', facts)?.sms).toBe(
      'Tinanggihan ang iyong aplikasyon BPLS-000042: Blurred DTI certificate.',
    );
  });

  it('tells a payer whose paid application was rejected how to get the money back (gcash_refund)', () => {
    expect(stepMessage('REJECTED', 'en', { ...facts, paid: true })?.sms).toBe(
      'Your application BPLS-000042 was rejected: Blurred DTI certificate. You paid for it: ask for your money back with Request a Refund on its page.',
    );
    expect(stepMessage('REJECTED', 'fil', { ...facts, paid: true })?.sms).toContain('Humiling ng Refund');
    expect(stepMessage('REJECTED', 'en', { ...facts, paid: false })?.sms).not.toContain('Refund');
    // An officer's reason that ends with its own full stop is not given a second one.
    expect(stepMessage('REJECTED', 'en', { ...facts, reason: 'No record to certify. ' })?.sms).toBe(
      'Your application BPLS-000042 was rejected: No record to certify.',
    );
  });

  it('says a kind’s own release wording, or the engine’s: a document to download only when the kind issues one', () => {
    const permit = {
      RELEASED: {
        en: 'Your permit for application {reference} is released. Download it from your transaction history.',
        fil: 'Nailabas na ang iyong permit para sa aplikasyon {reference}.',
      },
    };
    expect(stepMessage('RELEASED', 'en', facts, permit)?.sms).toBe(
      'Your permit for application BPLS-000042 is released. Download it from your transaction history.',
    );
    expect(stepMessage('RELEASED', 'fil', facts, permit)?.sms).toBe(
      'Nailabas na ang iyong permit para sa aplikasyon BPLS-000042.',
    );
    const clearance = { en: 'Barangay Clearance', fil: 'Barangay Clearance' };
    expect(stepMessage('RELEASED', 'en', { ...facts, document: clearance })?.sms).toBe(
      'Your Barangay Clearance for application BPLS-000042 is released. Download it from your transaction history.',
    );
    expect(stepMessage('RELEASED', 'fil', { ...facts, document: clearance })?.sms).toBe(
      'Nailabas na ang iyong Barangay Clearance para sa aplikasyon BPLS-000042. I-download ito mula sa iyong kasaysayan ng transaksyon.',
    );
    const nothing = stepMessage('RELEASED', 'en', facts)?.sms;
    expect(nothing).toBe(
      'Your application BPLS-000042 is released. See your transaction history for the details.',
    );
    expect(nothing).not.toMatch(/Download/);
    // A kind's wording of one step leaves the others the engine's.
    expect(stepMessage('REJECTED', 'en', facts, permit)?.sms).toBe(
      'Your application BPLS-000042 was rejected: Blurred DTI certificate.',
    );
  });

  it('says a printed document is ready for pick-up or out for delivery, in English and Filipino', () => {
    expect(stepMessage('FOR PICK-UP', 'en', facts)?.sms).toBe(
      'Your document for application BPLS-000042 is printed and ready for pick-up at the office. Please bring a valid ID.',
    );
    expect(stepMessage('FOR PICK-UP', 'fil', facts)?.mail.subject).toBe(
      'Aplikasyon BPLS-000042: handa nang kunin',
    );
    expect(stepMessage('FOR DELIVERY', 'en', facts)?.sms).toBe(
      'Your document for application BPLS-000042 is printed and out for delivery to the address you gave.',
    );
    expect(stepMessage('FOR DELIVERY', 'fil', facts)?.sms).toContain(
      'ipinadala na sa address na ibinigay mo',
    );
  });

  it('sends nothing for steps that do not need the taxpayer', () => {
    expect(NOTIFIED_STEPS.sort()).toEqual([
      'FOR APPOINTMENT',
      'FOR DELIVERY',
      'FOR PICK-UP',
      'FOR PRINTING',
      'FOR RESUBMISSION',
      'PENDING LAB TEST',
      'REJECTED',
      'RELEASED',
      'WAITING FOR PAYMENT',
    ]);
    // Printed, the applicant is told once the document is handed over the way they chose.
    for (const quiet of [
      'PENDING',
      'HEALTH CERTIFICATE GENERATED',
      'FOR ASSESSMENT (TREASURY)',
      'PAID',
      'EXPIRED SOA',
      'PRINTED',
    ]) {
      expect(stepMessage(quiet, 'en', facts)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-label';

describe('fieldLabel', () => {
  it.each([
    ['first_name', 'First Name'],
    ['place_of_birth', 'Place of Birth'],
    ['sss_id_number', 'SSS ID Number'],
    ['firstName', 'First Name'],
    ['activities.0.capital_amount', 'Capital Amount'],
    ['plate_no', 'Plate No.'],
  ])('derives %s → %s', (name, label) => expect(fieldLabel(name)).toBe(label));

  it.each([
    ['bin', 'Business Identification Number (BIN)'],
    ['tdn_no', 'Tax Declaration Number (TDN)'],
    ['pin', 'Property Identification Number (PIN)'],
    ['mobile_number', 'Mobile Number'],
    ['password_confirmation', 'Confirm Password'],
  ])('uses the label the spec names for %s', (name, label) => expect(fieldLabel(name)).toBe(label));
});

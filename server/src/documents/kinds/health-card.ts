import type { DocumentKind } from '../document-kind';

/** §3's health cards in the words the card prints: its colour, and the work that colour is for. */
const CARDS = {
  WHITE_CARD: 'WHITE (FOOD HANDLER)',
  GREEN_CARD: 'GREEN (NON-FOOD HANDLER)',
  PINK_CARD: 'PINK (ENTERTAINMENT ESTABLISHMENT WORKER)',
} as const;

/**
 * The health card of a worker (health certificates and occupational health permits, issue 27):
 * numbered {HC|OHP}-{year}-{000001} by the kind, valid a year from issue, printing the card's
 * colour by the work, the worker, where they work and the laboratory's findings; its QR's page
 * names the worker, the card and the occupation, never a finding (medical records are private).
 */
export const document: DocumentKind = {
  kind: 'health-card',
  title: { en: 'Health Card', fil: 'Health Card' },
  noun: { en: 'health card', fil: 'health card' },
  series: { series: 'HEALTH_CARD', prefix: 'HC' },
  validity: { days: 365 },
  issued: 'on release',
  template: {
    paper: 'A5',
    office: 'City Health Office',
    heading: 'HEALTH CARD',
    numberLabel: 'Health Card No.',
    blocks: [
      { row: 'Card', value: { words: 'card_type', of: CARDS }, bold: true },
      {
        row: 'Name',
        value: { join: ['last_name', { join: ['first_name', 'middle_name', 'extension_name'] }], with: ', ' },
        bold: true,
      },
      {
        row: 'Address',
        value: {
          address: { street: 'street', places: ['barangay_code', 'municipality_code', 'province_code'] },
        },
      },
      { row: 'Date of birth', value: { date: 'birthdate' } },
      { row: 'Sex', value: 'gender' },
      { row: 'Civil status', value: 'civil_status' },
      { row: 'Blood type', value: 'blood_type', hideEmpty: true },
      { row: 'Occupation', value: 'occupation' },
      {
        row: 'Workplace',
        value: {
          first: [
            'employer_name',
            'school_name',
            { join: ['market_name', 'stall_no'], with: ', stall ' },
            'office',
            'vending_area',
          ],
        },
      },
      { gap: 6 },
      { heading: 'Laboratory results' },
      {
        list: 'lab_results',
        item: {
          join: ['test', { join: ['finding', { date: 'examined_on' }], with: ', examined ' }],
          with: ': ',
        },
        max: 5,
      },
      { gap: 6 },
      { lines: 'fees_paid', total: { money: 'fees_total' }, totalLabel: 'Total paid' },
      { gap: 6 },
      { row: 'Issued', value: '$issued_by' },
      { row: 'Date of issue', value: { date: '$issued_at' } },
      { row: 'Valid until', value: { date: '$valid_until' } },
    ],
    qrNote: 'Scan the code to check that this health card is genuine and valid:',
    notes: 'Issued under the Code on Sanitation of the Philippines (P.D. 856). Keep it with you at work.',
  },
  verify: [
    {
      label: { en: 'Name', fil: 'Pangalan' },
      value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
    },
    { label: { en: 'Card', fil: 'Kard' }, value: { words: 'card_type', of: CARDS } },
    { label: { en: 'Occupation', fil: 'Trabaho' }, value: 'occupation' },
  ],
  fileName: 'health-card-{number}.pdf',
};

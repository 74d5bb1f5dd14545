import type { DocumentKind } from '../document-kind';

/**
 * A worker's occupational permit: numbered OP-{year}-{000001}, valid to the end of the year of
 * issue, naming the worker, the position and the workplace. Its QR's page names the worker and the
 * employer, so an inspector at the workplace can check it; nothing of the address or contacts.
 */
export const document: DocumentKind = {
  kind: 'occupational-permit',
  title: { en: 'Occupational Permit', fil: 'Permiso sa Trabaho' },
  noun: { en: 'permit', fil: 'permiso' },
  series: { series: 'OCCUPATIONAL', prefix: 'OP' },
  validity: 'end_of_year',
  issued: 'on release',
  template: {
    paper: 'A5',
    office: 'Office of the Mayor: Business Permits and Licensing',
    heading: 'OCCUPATIONAL PERMIT',
    numberLabel: 'Permit No.',
    blocks: [
      {
        text: {
          literal: 'The person named below is permitted to work in this city in the occupation stated.',
        },
      },
      { gap: 8 },
      {
        row: 'Name',
        value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
        bold: true,
      },
      { row: 'Position or occupation', value: 'position' },
      { row: 'Employment type', value: 'employment_type' },
      { row: 'Employer or business', value: 'employer_name' },
      { row: 'Workplace', value: 'employer_address' },
      {
        row: 'Home address',
        value: {
          address: { street: 'street', places: ['barangay_code', 'municipality_code', 'province_code'] },
        },
      },
      { gap: 8 },
      { lines: 'fees_paid', total: { money: 'fees_total' }, totalLabel: 'Total paid' },
      { gap: 8 },
      { row: 'Issued by', value: '$issued_by' },
      { row: 'Date of issue', value: { date: '$issued_at' } },
      { row: 'Valid until', value: { date: '$valid_until' } },
    ],
    qrNote: 'Scan the code to check that this permit is genuine and valid:',
    notes: 'Keep this permit at the workplace and show it to an inspector on request.',
  },
  verify: [
    {
      label: { en: 'Name', fil: 'Pangalan' },
      value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
    },
    { label: { en: 'Employer', fil: 'Employer' }, value: 'employer_name' },
  ],
  fileName: 'occupational-permit-{number}.pdf',
};

import type { DocumentKind } from '../document-kind';

/**
 * The community tax certificate of an individual (cedula; Local Government Code §157–§162):
 * numbered CTC-{year}-{000001}, valid for the year it is issued, printing the taxpayer as filed
 * and the taxes paid; its QR's page names whose certificate it is, nothing of their income.
 */
export const document: DocumentKind = {
  kind: 'community-tax-certificate',
  title: { en: 'Community Tax Certificate', fil: 'Sedula' },
  noun: { en: 'certificate', fil: 'sedula' },
  series: { series: 'CTC', prefix: 'CTC' },
  validity: 'end_of_year',
  issued: 'on release',
  template: {
    paper: 'A5',
    office: 'Office of the City Treasurer',
    heading: 'COMMUNITY TAX CERTIFICATE (INDIVIDUAL)',
    numberLabel: 'CTC No.',
    blocks: [
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
      { row: 'Citizenship', value: 'citizenship' },
      { row: 'Date of birth', value: { date: 'birthdate' } },
      { row: 'Place of birth', value: 'place_of_birth' },
      { row: 'Sex', value: 'gender' },
      { row: 'Civil status', value: 'civil_status' },
      { row: 'Profession, occupation or business', value: 'profession' },
      { row: 'TIN', value: 'tin_no', hideEmpty: true },
      { gap: 8 },
      { heading: 'Community tax paid' },
      { lines: 'fees_paid', total: { money: 'fees_total' }, totalLabel: 'Total amount paid' },
      { gap: 8 },
      { row: 'Issued', value: '$issued_by' },
      { row: 'Date of issue', value: { date: '$issued_at' } },
      { row: 'Valid until', value: { date: '$valid_until' } },
    ],
    qrNote: 'Scan the code to check that this certificate is genuine and valid:',
    notes: 'Issued electronically under the Local Government Code, sections 157 to 162.',
  },
  verify: [
    {
      label: { en: 'Name', fil: 'Pangalan' },
      value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
    },
  ],
  fileName: 'community-tax-certificate-{number}.pdf',
};

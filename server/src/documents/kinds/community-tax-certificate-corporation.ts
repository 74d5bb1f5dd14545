import type { DocumentKind } from '../document-kind';

/**
 * The community tax certificate of a corporation (Local Government Code §158–§162): numbered
 * CTCC-{year}-{000001} in its own series, valid for the year it is issued, printing the
 * corporation as filed, who filed for it and the taxes paid; its QR's page names the corporation,
 * nothing of its property or receipts.
 */
export const document: DocumentKind = {
  kind: 'community-tax-certificate-corporation',
  title: { en: 'Community Tax Certificate (Corporation)', fil: 'Sedula ng Korporasyon' },
  noun: { en: 'certificate', fil: 'sedula' },
  series: { series: 'CTCC', prefix: 'CTCC' },
  validity: 'end_of_year',
  issued: 'on release',
  template: {
    paper: 'A5',
    office: 'Office of the City Treasurer',
    heading: 'COMMUNITY TAX CERTIFICATE (CORPORATION)',
    numberLabel: 'CTC No.',
    blocks: [
      { row: 'Name of corporation', value: 'corporation_name', bold: true },
      { row: 'Kind of organization', value: 'organization_type' },
      { row: 'TIN', value: 'tin_no' },
      { row: 'SEC registration no.', value: 'sec_no' },
      { row: 'Date of registration', value: { date: 'date_of_registration' } },
      { row: 'Place of incorporation', value: 'place_of_incorporation' },
      { row: 'Nature of business', value: 'business_nature' },
      {
        row: 'Principal office',
        value: {
          address: { street: 'street', places: ['barangay_code', 'municipality_code', 'province_code'] },
        },
      },
      {
        row: 'Filed by',
        value: { join: [{ join: ['first_name', 'middle_name', 'last_name'] }, 'position'], with: ', ' },
      },
      { gap: 8 },
      { heading: 'Community tax paid' },
      { lines: 'fees_paid', total: { money: 'fees_total' }, totalLabel: 'Total amount paid' },
      { gap: 8 },
      { row: 'Issued', value: '$issued_by' },
      { row: 'Date of issue', value: { date: '$issued_at' } },
      { row: 'Valid until', value: { date: '$valid_until' } },
    ],
    qrNote: 'Scan the code to check that this certificate is genuine and valid:',
    notes: 'Issued electronically under the Local Government Code, sections 158 to 162.',
  },
  verify: [
    { label: { en: 'Name of corporation', fil: 'Pangalan ng korporasyon' }, value: 'corporation_name' },
  ],
  fileName: 'community-tax-certificate-corporation-{number}.pdf',
};

import type { DocumentKind } from '../document-kind';

/**
 * The barangay clearance of a resident: numbered BC-{year}-{000001}, valid six months (180 days)
 * from issue, saying who, where, since when and for what; its QR's page names the resident and
 * the purpose, nothing else.
 */
export const document: DocumentKind = {
  kind: 'barangay-clearance',
  title: { en: 'Barangay Clearance', fil: 'Barangay Clearance' },
  noun: { en: 'clearance', fil: 'clearance' },
  series: { series: 'BRGY', prefix: 'BC' },
  validity: { days: 180 },
  issued: 'on release',
  template: {
    paper: 'A4',
    office: 'Office of the Punong Barangay',
    heading: 'BARANGAY CLEARANCE',
    numberLabel: 'Clearance No.',
    blocks: [
      {
        text: {
          literal:
            'This certifies that the person named below is a resident of this barangay with no derogatory record on file as of the date of issue.',
        },
      },
      { gap: 8 },
      { row: 'Name', value: { join: ['first_name', 'middle_name', 'last_name'] }, bold: true },
      {
        row: 'Address',
        value: {
          address: { street: 'street', places: ['barangay_code', 'municipality_code', 'province_code'] },
        },
      },
      { row: 'Date of birth', value: { date: 'birthdate' } },
      { row: 'Civil status', value: 'civil_status' },
      { row: 'Years in the barangay', value: 'years_of_residence' },
      { row: 'Purpose', value: { first: ['purpose_details', 'purpose'] } },
      { gap: 8 },
      { lines: 'fees_paid', total: { money: 'fees_total' }, totalLabel: 'Total paid' },
      { gap: 8 },
      { row: 'Issued', value: '$issued_by' },
      { row: 'Date of issue', value: { date: '$issued_at' } },
      { row: 'Valid until', value: { date: '$valid_until' } },
    ],
    qrNote: 'Scan the code to check that this clearance is genuine and valid:',
    notes: 'Issued electronically. Valid for the purpose stated until the date shown.',
  },
  verify: [
    { label: { en: 'Name', fil: 'Pangalan' }, value: { join: ['first_name', 'middle_name', 'last_name'] } },
    { label: { en: 'Purpose', fil: 'Layunin' }, value: { first: ['purpose_details', 'purpose'] } },
  ],
  fileName: 'barangay-clearance-{number}.pdf',
};

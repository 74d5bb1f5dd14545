import type { DocumentKind } from '../document-kind';

/**
 * The ID a senior citizen's registration issues (docs/decisions.md): numbered SC-{year}-{000001}
 * in its own series, valid for life, naming the holder and whom to call in an emergency, under the
 * Expanded Senior Citizens Act. Its QR's page names the holder only — enough for a shop or an
 * office to check the discount's ID is genuine.
 */
export const document: DocumentKind = {
  kind: 'senior-citizen-id',
  title: { en: 'Senior Citizen ID', fil: 'ID ng Senior Citizen' },
  noun: { en: 'ID', fil: 'ID' },
  series: { series: 'SCID', prefix: 'SC' },
  validity: 'always',
  issued: 'on release',
  template: {
    paper: 'A5',
    office: 'Office for Senior Citizens Affairs',
    heading: 'SENIOR CITIZEN IDENTIFICATION',
    numberLabel: 'OSCA ID No.',
    blocks: [
      {
        row: 'Name',
        value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
        bold: true,
      },
      { row: 'Date of birth', value: { date: 'birthdate' } },
      { row: 'Sex', value: 'gender' },
      {
        row: 'Address',
        value: {
          address: { street: 'street', places: ['barangay_code', 'municipality_code', 'province_code'] },
        },
      },
      {
        row: 'In an emergency',
        value: { join: ['emergency_contact_name', 'emergency_contact_number'], with: ', ' },
      },
      { gap: 8 },
      {
        text: {
          literal:
            'The holder is a senior citizen registered with this office and entitled to the privileges of Republic Act No. 9994, the Expanded Senior Citizens Act of 2010.',
        },
      },
      { gap: 8 },
      { row: 'Issued by', value: '$issued_by' },
      { row: 'Date of issue', value: { date: '$issued_at' } },
    ],
    qrNote: 'Scan the code to check that this ID is genuine:',
    notes: 'Issued electronically. Present it with the ID card the office gives you.',
  },
  verify: [
    {
      label: { en: 'Name', fil: 'Pangalan' },
      value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
    },
  ],
  fileName: 'senior-citizen-id-{number}.pdf',
};

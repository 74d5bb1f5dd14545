import type { DocumentKind } from '../document-kind';

/**
 * The police clearance of a resident: numbered PCL-{year}-{000001}, valid six months (180 days)
 * from issue, describing the person whose biometrics the station took (as the form gave them and
 * the officer checked) and the purpose; its QR's page names the person and the purpose, nothing
 * of their description or address.
 */
export const document: DocumentKind = {
  kind: 'police-clearance',
  title: { en: 'Police Clearance', fil: 'Police Clearance' },
  noun: { en: 'clearance', fil: 'clearance' },
  series: { series: 'PCL', prefix: 'PCL' },
  validity: { days: 180 },
  issued: 'on release',
  template: {
    paper: 'A4',
    office: 'City Police Station',
    heading: 'POLICE CLEARANCE',
    numberLabel: 'Clearance No.',
    blocks: [
      {
        text: {
          literal:
            'This certifies that the person named below, whose biometrics were taken at this station, has no derogatory record or pending case on file as of the date of issue.',
        },
      },
      { gap: 8 },
      {
        row: 'Name',
        value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
        bold: true,
      },
      {
        row: 'Address',
        value: {
          address: { street: 'street', places: ['barangay_code', 'municipality_code', 'province_code'] },
        },
      },
      { row: 'Date of birth', value: { date: 'birthdate' } },
      { row: 'Place of birth', value: 'place_of_birth' },
      { row: 'Sex', value: 'gender' },
      { row: 'Civil status', value: 'civil_status' },
      { row: 'Citizenship', value: 'citizenship' },
      { row: 'Height (cm)', value: 'height' },
      { row: 'Weight (kg)', value: 'weight' },
      { row: 'Complexion', value: 'complexion' },
      {
        row: 'Identifying mark',
        value: { join: ['identifying_mark', 'identifying_mark_location'], with: ', ' },
      },
      { row: 'Purpose', value: { first: ['purpose_details', 'purpose'] } },
      { row: 'ID presented', value: 'valid_id_type' },
      { gap: 8 },
      { lines: 'fees_paid', total: { money: 'fees_total' }, totalLabel: 'Total paid' },
      { gap: 8 },
      { row: 'Issued by', value: '$issued_by' },
      { row: 'Date of issue', value: { date: '$issued_at' } },
      { row: 'Valid until', value: { date: '$valid_until' } },
    ],
    qrNote: 'Scan the code to check that this clearance is genuine and valid:',
    notes: 'Issued electronically. Valid for the purpose stated until the date shown.',
  },
  verify: [
    {
      label: { en: 'Name', fil: 'Pangalan' },
      value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
    },
    { label: { en: 'Purpose', fil: 'Layunin' }, value: { first: ['purpose_details', 'purpose'] } },
  ],
  fileName: 'police-clearance-{number}.pdf',
};

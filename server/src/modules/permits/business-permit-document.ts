import type { DocumentKind } from '../../documents/document-kind';

/**
 * The business permit (issue 18) as a document entry: numbered BP-{year}-{000001}, valid to the end
 * of the year of release, printed from the application's answers as released; its QR's page shows
 * the business name only (no owner, address, TIN or amounts).
 */
export const businessPermitDocument: DocumentKind = {
  kind: 'business-permit',
  title: { en: 'Business Permit', fil: 'Permiso sa Negosyo' },
  noun: { en: 'permit', fil: 'permiso' },
  series: { series: 'PERMIT', prefix: 'BP' },
  validity: 'end_of_year',
  issued: 'on release',
  template: {
    paper: 'A4',
    office: 'Office of the Mayor: Business Permits and Licensing',
    heading: 'BUSINESS PERMIT',
    numberLabel: 'Permit No.',
    blocks: [
      { row: 'Business name', value: 'business_name' },
      { row: 'Trade name', value: 'trade_name', hideEmpty: true },
      {
        row: 'Owner',
        value: {
          first: [{ join: ['first_name', 'middle_name', 'last_name', 'extension_name'] }, 'business_name'],
        },
      },
      { row: 'Kind of ownership', value: 'kind_of_ownership' },
      {
        row: 'Address',
        value: {
          address: { street: 'street', places: ['barangay_code', 'municipality_code', 'province_code'] },
        },
      },
      { gap: 8 },
      { heading: 'Business activities' },
      // Eight fit above the QR code; the rest are counted (the office's record has them all).
      { list: 'activities', item: { join: ['line_of_business', 'service'], with: ': ' }, max: 8 },
      { gap: 12 },
      { row: 'Valid until', value: { date: '$valid_until' } },
      { row: 'Released by', value: '$issued_by' },
      { row: 'Released on', value: { date: '$issued_at' } },
    ],
    qrNote: 'Scan the code to check that this permit is genuine and valid:',
    notes: 'This permit was issued electronically and must be displayed at the place of business.',
  },
  verify: [{ label: { en: 'Business Name', fil: 'Pangalan ng Negosyo' }, value: 'business_name' }],
  fileName: 'business-permit-{number}.pdf',
};

import type { DocumentKind } from '../document-kind';

/**
 * The real property tax clearance of an owner: numbered RPTC-{year}-{000001}, valid to the end of
 * the quarter it is issued in (the next quarter's tax falls due after it), saying that every
 * property the roll lists for the owner is paid through the quarter the pre-check cleared
 * (`roll_*`: what it found on the roll when the clearance was filed). Its QR's page names the owner
 * and that quarter, nothing of the properties.
 */
export const document: DocumentKind = {
  kind: 'real-property-tax-clearance',
  title: { en: 'Real Property Tax Clearance', fil: 'Tax Clearance sa Amilyar' },
  noun: { en: 'clearance', fil: 'clearance' },
  series: { series: 'RPTC', prefix: 'RPTC' },
  validity: 'end_of_quarter',
  issued: 'on release',
  template: {
    paper: 'A4',
    office: 'Office of the City Treasurer: Real Property Tax Division',
    heading: 'REAL PROPERTY TAX CLEARANCE',
    numberLabel: 'Clearance No.',
    blocks: [
      {
        text: {
          literal:
            'This certifies that, according to the assessment roll and the payments on record in this office, the real property tax on every property declared in the name of the owner below is paid through the quarter stated.',
        },
      },
      { gap: 8 },
      { row: 'Owner', value: 'roll_owner_name', bold: true },
      { row: 'Owner ID', value: 'owner_id' },
      { row: 'Paid through', value: 'roll_paid_through' },
      { heading: 'Properties (PIN, ARP No., kind, barangay, assessed value)' },
      {
        list: 'roll_properties',
        item: { join: ['pin', 'arp_no', 'kind', 'barangay', { money: 'assessed_value' }], with: ', ' },
        max: 12,
      },
      { gap: 8 },
      { row: 'Requested by', value: { join: ['first_name', 'middle_name', 'last_name'] } },
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
    { label: { en: 'Owner', fil: 'May-ari' }, value: 'roll_owner_name' },
    { label: { en: 'Paid through', fil: 'Bayad hanggang' }, value: 'roll_paid_through' },
  ],
  fileName: 'real-property-tax-clearance-{number}.pdf',
};

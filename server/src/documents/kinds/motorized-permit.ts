import type { DocumentKind } from '../document-kind';

/**
 * A motorized vehicle operator's permit: numbered MP-{year}-{000001}, valid to the end of the year
 * of issue, naming the operator, the vehicle as the LTO registered it, where it plies and who drives
 * it. Its QR's page names the operator and the plate, so an enforcer on the road can check it.
 */
export const document: DocumentKind = {
  kind: 'motorized-permit',
  title: { en: "Motorized Vehicle Operator's Permit", fil: 'Permiso sa Pagpapatakbo ng Sasakyan' },
  noun: { en: 'permit', fil: 'permiso' },
  series: { series: 'MVOP', prefix: 'MP' },
  validity: 'end_of_year',
  issued: 'on release',
  template: {
    paper: 'A4',
    office: 'Office of the Mayor: Business Permits and Licensing',
    heading: "MOTORIZED VEHICLE OPERATOR'S PERMIT",
    numberLabel: 'Permit No.',
    blocks: [
      {
        text: {
          literal:
            'The operator named below is permitted to operate the vehicle described below for hire within the zone or route stated, subject to the ordinances of this city.',
        },
      },
      { gap: 8 },
      {
        row: 'Operator',
        value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
        bold: true,
      },
      {
        row: 'Address',
        value: {
          address: { street: 'street', places: ['barangay_code', 'municipality_code', 'province_code'] },
        },
      },
      { row: 'Plate No.', value: 'plate_no', bold: true },
      { row: 'Vehicle', value: { join: ['vehicle_type', 'make', 'color', 'year_model'], with: ', ' } },
      { row: 'Motor No.', value: 'motor_no' },
      { row: 'Chassis No.', value: 'chassis_no' },
      { row: 'LTO CR No.', value: 'cr_no' },
      { row: 'Zone or route', value: 'route' },
      {
        row: 'Driver',
        value: { first: ['driver_name', { join: ['first_name', 'middle_name', 'last_name'] }] },
      },
      { row: "Driver's license no.", value: 'drivers_license_no' },
      { gap: 8 },
      { lines: 'fees_paid', total: { money: 'fees_total' }, totalLabel: 'Total paid' },
      { gap: 8 },
      { row: 'Issued by', value: '$issued_by' },
      { row: 'Date of issue', value: { date: '$issued_at' } },
      { row: 'Valid until', value: { date: '$valid_until' } },
    ],
    qrNote: 'Scan the code to check that this permit is genuine and valid:',
    notes: 'Keep this permit in the vehicle and show it to an enforcer on request.',
  },
  verify: [
    {
      label: { en: 'Operator', fil: 'Operator' },
      value: { join: ['first_name', 'middle_name', 'last_name', 'extension_name'] },
    },
    { label: { en: 'Plate No.', fil: 'Numero ng Plaka' }, value: 'plate_no' },
  ],
  fileName: 'motorized-permit-{number}.pdf',
};

import type { ApplicationDefinition } from '../application-definition';
import { field, nameFields, REQUIREMENTS_STEP, REVIEW_STEP, SUFFIX } from '../form-parts';

const SOMEONE_ELSE_DRIVES = 'operator_drives=0';
// LTO's plates (ABC 1234, 123 ABC, AB 12345 …) and its licence numbers (N01-23-456789).
const PLATE = 'mask:^[A-Za-z0-9]{2,4} ?[A-Za-z0-9]{2,5}$~ABC 1234';
const LICENSE = 'mask:^[A-Za-z]\\d{2}-\\d{2}-\\d{6}$~A00-00-000000';

/**
 * A motorized vehicle operator's permit (MVOPS NEW, §2.8 motorized-permit-new): the operator, the
 * vehicle as the LTO registered it, where it plies, and who drives it, with the LTO papers, the
 * driver's licence, a barangay clearance and a photo. The office (licensing) inspects and returns
 * or approves it; approved, it is billed by the fee rule `motorized-permit`; once paid the permit
 * is issued, valid to the year's end, its QR naming the plate for an enforcer to check.
 */
export const definition: ApplicationDefinition = {
  route: 'motorized-permit-new',
  moduleType: 'MVOPS',
  transactionType: 'NEW',
  catalogue: {
    module: {
      description: { en: "Motorized Vehicle Operator's Permit", fil: 'Permiso sa Pagpapatakbo ng Sasakyan' },
      category: 'E-Services',
      icon: 'motorized-permit',
    },
    type: { fil: 'Bagong Permiso' },
  },
  title: { en: "Motorized Vehicle Operator's Permit", fil: 'Permiso sa Pagpapatakbo ng Sasakyan' },
  steps: [
    {
      id: 'operator',
      title: { en: 'Operator', fil: 'Operator' },
      items: [
        ...nameFields(),
        SUFFIX,
        field('mobile_number', 'Mobile Number', 'Numero ng Mobile', 'required|mobile_number_63', {
          kind: 'tel',
          placeholder: '639XXXXXXXXX',
        }),
        { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Tirahan' }, profile: true },
        field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char'),
      ],
    },
    {
      id: 'vehicle',
      title: { en: 'Vehicle', fil: 'Sasakyan' },
      items: [
        field('vehicle_type', 'Kind of Vehicle', 'Uri ng Sasakyan', 'required', {
          kind: 'select',
          options: [
            { value: 'TRICYCLE', label: { en: 'Tricycle', fil: 'Traysikel' } },
            { value: 'E-TRICYCLE', label: { en: 'Electric tricycle', fil: 'De-kuryenteng traysikel' } },
            { value: 'MOTORCYCLE', label: { en: 'Motorcycle for hire', fil: 'Motorsiklong pampasada' } },
          ],
        }),
        field('plate_no', 'Plate No.', 'Numero ng Plaka', `required|${PLATE}`, { placeholder: 'ABC 1234' }),
        field('make', 'Make', 'Tatak', 'required|max_50_char'),
        field('color', 'Color', 'Kulay', 'required|max_20_char'),
        field('year_model', 'Year Model', 'Taon ng Modelo', 'required|mask:^(19|20)\\d{2}$~2020', {
          kind: 'integer',
        }),
        field('motor_no', 'Motor No.', 'Numero ng Makina', 'required|max_30_char'),
        field('chassis_no', 'Chassis No.', 'Numero ng Chassis', 'required|max_30_char'),
        field(
          'cr_no',
          'LTO Certificate of Registration No.',
          'Numero ng Certificate of Registration (LTO)',
          'required|max_20_char',
        ),
        field('route', 'Zone or Route', 'Sona o Ruta', 'required|max_100_char', {
          hint: {
            en: "Where it plies, or its operators' and drivers' association (TODA)",
            fil: 'Kung saan ito namamasada, o ang samahan ng mga operator at drayber (TODA)',
          },
        }),
      ],
    },
    {
      id: 'driver',
      title: { en: 'Driver', fil: 'Drayber' },
      items: [
        field(
          'operator_drives',
          'Do you drive it yourself?',
          'Ikaw ba mismo ang nagmamaneho nito?',
          'required',
          {
            kind: 'yes-no',
            options: 'yes-no',
          },
        ),
        field(
          'driver_name',
          "Driver's Full Name",
          'Buong Pangalan ng Drayber',
          `required_if:${SOMEONE_ELSE_DRIVES}|text_vapt|max_100_char`,
          {
            when: SOMEONE_ELSE_DRIVES,
          },
        ),
        field(
          'drivers_license_no',
          "Driver's License No.",
          'Numero ng Lisensya ng Drayber',
          `required|${LICENSE}`,
          {
            placeholder: 'A00-00-000000',
          },
        ),
      ],
    },
    REQUIREMENTS_STEP,
    REVIEW_STEP,
  ],
  requirements: [
    {
      code: 'lto_or_cr',
      label: {
        en: 'LTO Official Receipt and Certificate of Registration',
        fil: 'Official Receipt at Certificate of Registration ng LTO',
      },
      required: true,
    },
    {
      code: 'drivers_license',
      label: { en: "Driver's License", fil: 'Lisensya ng Drayber' },
      required: true,
    },
    {
      code: 'barangay_clearance',
      label: { en: 'Barangay Clearance', fil: 'Barangay Clearance' },
      required: true,
    },
    {
      code: 'vehicle_photo',
      label: { en: 'Photo of the Vehicle', fil: 'Larawan ng Sasakyan' },
      required: true,
    },
  ],
  subject: { kind: 'vehicle', identity: ['plate_no', 'make', 'last_name', 'first_name'] },
  fees: 'motorized-permit',
  workflow: { payment: 'assessed', automatic: { assess: true, release: true } },
  offices: ['licensing'],
  summary: ['plate_no', 'last_name', 'first_name'],
  numberPrefix: 'MP',
  issues: 'motorized-permit',
};

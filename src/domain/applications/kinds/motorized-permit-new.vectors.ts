import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000001';

/** Ramon, who drives his own tricycle in the Poblacion zone. */
export const VALID_MOTORIZED: ApplicationPayload = {
  first_name: 'RAMON',
  middle_name: 'CRUZ',
  last_name: 'BAUTISTA',
  extension_name: 'JR.',
  mobile_number: '639171112222',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '5 LUNA STREET',
  vehicle_type: 'TRICYCLE',
  plate_no: '123 ABC',
  make: 'HONDA TMX 155',
  color: 'BLUE',
  year_model: '2021',
  motor_no: 'KC08E-1234567',
  chassis_no: 'MH1KC0810LK123456',
  cr_no: '12345678',
  route: 'POBLACION TODA',
  operator_drives: '1',
  drivers_license_no: 'N01-23-456789',
  requirements: {
    lto_or_cr: UPLOAD,
    drivers_license: UPLOAD,
    barangay_clearance: UPLOAD,
    vehicle_photo: UPLOAD,
  },
  certified: true,
};

/** Shared by the web and the server tests (one vector file per kind). */
export const MOTORIZED_PERMIT_VECTORS: readonly ApplicationVector[] = [
  { name: 'an operator who drives his own tricycle', payload: VALID_MOTORIZED },
  {
    name: 'a hired driver named in full, an electric tricycle with a newer plate',
    payload: {
      ...VALID_MOTORIZED,
      vehicle_type: 'E-TRICYCLE',
      plate_no: 'ABC 1234',
      operator_drives: '0',
      driver_name: 'PEDRO SANTOS',
    },
  },
  {
    name: 'a hired driver not named',
    payload: { ...VALID_MOTORIZED, operator_drives: '0' },
    errors: { driver_name: "Driver's Full Name" },
  },
  {
    name: 'a plate and a licence number not written as the LTO writes them',
    payload: { ...VALID_MOTORIZED, plate_no: '12-3-ABC!', drivers_license_no: '123456' },
    errors: { plate_no: 'Plate No.', drivers_license_no: "Driver's License No." },
  },
  {
    name: 'a vehicle kind not on the list, and a year model that is not a year',
    payload: { ...VALID_MOTORIZED, vehicle_type: 'JEEPNEY', year_model: '21' },
    errors: { vehicle_type: 'Kind of Vehicle', year_model: 'Year Model' },
  },
  {
    name: 'no LTO papers or photo uploaded',
    payload: { ...VALID_MOTORIZED, requirements: { drivers_license: UPLOAD, barangay_clearance: UPLOAD } },
    errors: {
      'requirements.lto_or_cr': 'LTO Official Receipt',
      'requirements.vehicle_photo': 'Photo of the Vehicle',
    },
  },
];

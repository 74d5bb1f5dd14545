import type { ApplicationPayload } from './validate-application';

/** One payload and what the validator must say of it: nothing (valid) or exactly these fields. */
export interface ApplicationVector {
  name: string;
  payload: ApplicationPayload;
  /** The failing fields with a fragment of each message; absent for a valid payload. */
  errors?: Record<string, string>;
  /** Other fields may fail too (an empty payload); otherwise exactly `errors` fail. */
  partial?: boolean;
}

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000000';

/**
 * A complete sole proprietorship on leased premises. The uploads are placeholders: the
 * validator only needs a value, the server also checks each is the applicant's own upload.
 */
export const VALID_SOLE_PROPRIETORSHIP: ApplicationPayload = {
  kind_of_ownership: 'SOLE PROPRIETORSHIP',
  business_name: "ALING NENA'S SARI-SARI STORE",
  trade_name: '',
  dti_no: 'AB123456789',
  tin_no: '123-456-789-000',
  capital_amount: '150000.00',
  with_tax_incentives: '0',
  first_name: 'NENA',
  middle_name: 'CRUZ',
  last_name: 'REYES',
  extension_name: '',
  owners_gender: 'FEMALE',
  nationality: 'FILIPINO',
  is_representative: '0',
  in_charge_first_name: 'NENA',
  in_charge_last_name: 'REYES',
  cellphone_no: '09171234567',
  telephone_no: '',
  email_address: 'nena@example.ph',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '12 RIZAL STREET',
  area: '24',
  male_employees: '0',
  female_employees: '2',
  lgu_employees: '2',
  location_owned: '0',
  lessor_name: 'JUAN DELA CRUZ',
  monthly_rental: '5000.00',
  activities: [
    {
      line_of_business: 'RETAIL',
      industrial_code: '',
      service: 'SARI-SARI STORE',
      no_of_units: '1',
      capital_amount: '150000.00',
    },
  ],
  requirements: { dti_certificate: UPLOAD, barangay_clearance: UPLOAD, lease_contract: UPLOAD },
  terms_and_conditions_accepted: true,
};

const valid = VALID_SOLE_PROPRIETORSHIP;

/** Shared by the web and the server tests (issue 18: one vector file per type). */
export const BUSINESS_PERMIT_NEW_VECTORS: readonly ApplicationVector[] = [
  { name: 'a sole proprietorship on leased premises', payload: valid },
  {
    name: 'a cooperative on its own land, with CDA number, TDN and PIN',
    payload: {
      ...valid,
      kind_of_ownership: 'COOPERATIVE',
      dti_no: undefined,
      owners_gender: undefined,
      cda_no: 'CD123456789',
      location_owned: '1',
      tdn_no: 'AB-12345-67890',
      pin_no: '123-45-678-901-234',
      lessor_name: undefined,
      monthly_rental: undefined,
      requirements: { cda_certificate: UPLOAD, barangay_clearance: UPLOAD, proof_of_ownership: UPLOAD },
    },
  },
  {
    name: 'a corporation without its SEC number or certificate',
    payload: { ...valid, kind_of_ownership: 'CORPORATION' },
    errors: { sec_no: 'SEC Registration No.', 'requirements.sec_certificate': 'SEC Certificate' },
  },
  {
    name: 'badly formed DTI number and TIN',
    payload: { ...valid, dti_no: '12-34', tin_no: '123456789' },
    errors: { dti_no: 'DTI Registration No.', tin_no: 'Tax Identification Number (TIN)' },
  },
  {
    name: 'an ownership kind, nationality and line of business not on their lists',
    payload: {
      ...valid,
      kind_of_ownership: 'CONGLOMERATE',
      nationality: 'MARTIAN',
      activities: [{ ...(valid.activities as object[])[0], line_of_business: 'PIRACY' }],
    },
    errors: {
      kind_of_ownership: 'from the list',
      nationality: 'from the list',
      'activities.0.line_of_business': 'from the list',
    },
  },
  {
    name: 'capital above ₱9,999,999,999.99 and an activity missing its units',
    payload: {
      ...valid,
      capital_amount: '10000000000.00',
      activities: [
        { line_of_business: 'RETAIL', service: 'GROCERY', no_of_units: '', capital_amount: '1000.00' },
      ],
    },
    errors: { capital_amount: '₱9,999,999,999.99', 'activities.0.no_of_units': 'Activity 1' },
  },
  {
    name: 'no activity at all',
    payload: { ...valid, activities: [] },
    errors: { activities: 'at least 1 activity' },
  },
  {
    name: 'leased without lessor, rent or lease contract',
    payload: {
      ...valid,
      lessor_name: '',
      monthly_rental: '',
      requirements: { dti_certificate: UPLOAD, barangay_clearance: UPLOAD },
    },
    errors: {
      lessor_name: "Lessor's Name",
      monthly_rental: 'Monthly Rental',
      'requirements.lease_contract': 'Contract of Lease',
    },
  },
  {
    name: 'a representative without a name, a bad mobile number and terms not accepted',
    payload: {
      ...valid,
      is_representative: '1',
      cellphone_no: '9171234567',
      terms_and_conditions_accepted: false,
    },
    errors: {
      representative_first_name: "Representative's First Name",
      representative_last_name: "Representative's Last Name",
      cellphone_no: 'Cellphone No.',
      terms_and_conditions_accepted: '',
    },
  },
  {
    name: 'nothing at all',
    payload: {},
    partial: true,
    errors: {
      kind_of_ownership: 'Kind of Ownership field is Required',
      business_name: 'Business Name',
      tin_no: 'TIN',
      region_code: 'Region',
      barangay_code: 'Barangay',
      activities: 'at least 1',
      'requirements.barangay_clearance': 'Barangay Business Clearance',
    },
  },
];

/** The demo LGU's lists the vectors use (server/src/db/seed/demo-lookups.ts). */
export const VECTOR_REMOTE_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  citizenships: ['FILIPINO', 'AMERICAN'],
  'line-businesses': ['RETAIL', 'FOOD SERVICE', 'SERVICES', 'MANUFACTURING'],
};

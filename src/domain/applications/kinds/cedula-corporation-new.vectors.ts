import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

/** A trading corporation in the demo city, its treasurer filing: ₱2,000,000 of real property, ₱12,500,000 of receipts. */
export const VALID_CORPORATION_CEDULA: ApplicationPayload = {
  corporation_name: 'BAYAN TRADING CORPORATION',
  organization_type: 'CORPORATION',
  tin_no: '123-456-789-000',
  sec_no: 'CS201912345',
  date_of_registration: '2019-07-01',
  place_of_incorporation: 'MANDALUYONG CITY',
  business_nature: 'WHOLESALE OF HARDWARE',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '3F BAYAN BUILDING, 88 RIZAL AVENUE',
  first_name: 'ROSA',
  middle_name: '',
  last_name: 'MENDOZA',
  position: 'TREASURER',
  assessed_real_property: '2000000.00',
  gross_receipts: '12500000.00',
  certified: true,
};

/** Shared by the web and the server tests (one vector file per kind). */
export const CEDULA_CORPORATION_VECTORS: readonly ApplicationVector[] = [
  { name: 'a corporation with real property and receipts last year', payload: VALID_CORPORATION_CEDULA },
  {
    name: 'a partnership with neither (the basic tax only), its SEC number of 20 characters',
    payload: {
      ...VALID_CORPORATION_CEDULA,
      organization_type: 'PARTNERSHIP',
      sec_no: 'A2019071234567890123',
      assessed_real_property: '0',
      gross_receipts: '0',
    },
  },
  {
    name: 'a sole proprietorship is not a corporation (it files the individual’s)',
    payload: { ...VALID_CORPORATION_CEDULA, organization_type: 'SOLE PROPRIETORSHIP' },
    errors: { organization_type: 'Kind of Organization' },
  },
  {
    name: 'no TIN, and an SEC number badly formed',
    payload: { ...VALID_CORPORATION_CEDULA, tin_no: '', sec_no: '12-345' },
    errors: { tin_no: 'TIN', sec_no: 'SEC Registration No.' },
  },
  {
    name: 'an amount left out, and one that is not an amount',
    payload: { ...VALID_CORPORATION_CEDULA, assessed_real_property: '', gross_receipts: 'many' },
    errors: {
      assessed_real_property: 'Assessed Value of Real Property',
      gross_receipts: 'Gross Receipts or Earnings',
    },
  },
  {
    name: 'a registration date not written as the form asks',
    payload: { ...VALID_CORPORATION_CEDULA, date_of_registration: '07/01/2019' },
    errors: { date_of_registration: 'Date of Registration' },
  },
  {
    name: 'no principal office, and no position of the one filing',
    payload: { ...VALID_CORPORATION_CEDULA, barangay_code: '', position: '' },
    errors: { barangay_code: 'Barangay', position: 'Position in the Corporation' },
  },
  {
    name: 'not certified true',
    payload: { ...VALID_CORPORATION_CEDULA, certified: false },
    errors: { certified: 'I certify' },
  },
];

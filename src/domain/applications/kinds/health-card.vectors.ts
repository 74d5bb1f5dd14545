import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000002';

/**
 * Ana, a cook (a food handler: white card) in the demo city, taking the stool examination and the
 * chest x-ray: what every health card kind asks, before its own workplace.
 */
export const VALID_HEALTH_CARD: ApplicationPayload = {
  first_name: 'ANA',
  middle_name: 'LOPEZ',
  last_name: 'GARCIA',
  extension_name: '',
  birthdate: '1992-08-21',
  gender: 'FEMALE',
  civil_status: 'SINGLE',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '3 LUNA STREET',
  height_cm: '157',
  weight_kg: '52',
  blood_type: 'O',
  hair_colour: 'BLACK',
  eye_colour: 'BROWN',
  identifying_marks: 'NONE',
  card_type: 'WHITE_CARD',
  occupation: 'COOK',
  employment_type: 'Private Employee',
  stool_exam: '1',
  xray: '1',
  sputum_exam: '0',
  gram_stain: '0',
  drug_test: '0',
  valid_id_type: 'PHILHEALTH',
  second_id_type: '',
  requirements: { valid_id: UPLOAD },
  certified: true,
};

/** Every laboratory test asked for: the five fees on one bill. */
export const ALL_FIVE_TESTS = {
  stool_exam: '1',
  xray: '1',
  sputum_exam: '1',
  gram_stain: '1',
  drug_test: '1',
};

/**
 * What every health card kind must say of the shared questions, with the kind's own valid
 * payload (`valid`): its answers pass, and each of these fails on the fields named.
 */
export const healthCardVectors = (valid: ApplicationPayload): ApplicationVector[] => [
  { name: 'a food handler taking the stool examination and the chest x-ray', payload: valid },
  { name: 'every laboratory test asked for', payload: { ...valid, ...ALL_FIVE_TESTS } },
  {
    name: 'an entertainment worker (pink card) with a scar on the left arm',
    payload: {
      ...valid,
      card_type: 'PINK_CARD',
      gram_stain: '1',
      identifying_marks: 'SCAR',
      identifying_marks_location: 'LEFT ARM',
    },
  },
  {
    name: 'a card that is not one of the three colours',
    payload: { ...valid, card_type: 'BLUE_CARD' },
    errors: { card_type: 'Health Card' },
  },
  {
    name: 'a mark without saying where it is',
    payload: { ...valid, identifying_marks: 'TATTOO' },
    errors: { identifying_marks_location: 'Where the Mark Is' },
  },
  {
    name: 'a blood type, hair colour and civil status not on their lists',
    payload: { ...valid, blood_type: 'Z', hair_colour: 'PURPLE', civil_status: 'ENGAGED' },
    errors: { blood_type: 'Blood Type', hair_colour: 'Hair Colour', civil_status: 'Civil Status' },
  },
  {
    name: 'a laboratory test left unanswered, another not yes or no',
    payload: { ...valid, xray: '', drug_test: 'maybe' },
    errors: { xray: 'Chest x-ray', drug_test: 'Drug test' },
  },
  {
    name: 'a height that is not a whole number of centimetres',
    payload: { ...valid, height_cm: '1.57' },
    errors: { height_cm: 'Height' },
  },
  {
    name: 'an ID not on the valid IDs, a second ID not on its list, and no upload',
    payload: { ...valid, valid_id_type: 'LIBRARY CARD', second_id_type: 'GYM CARD', requirements: {} },
    errors: {
      valid_id_type: 'Valid ID to Present',
      second_id_type: 'Second ID',
      'requirements.valid_id': 'Valid ID',
    },
  },
  {
    name: 'not certified true',
    payload: { ...valid, certified: false },
    errors: { certified: 'I certify' },
  },
];

import { formatTinAsTyped } from '@/domain/format/tin';
import { CIVIL_STATUSES, GENDERS, NAME_SUFFIXES } from '@/domain/options/person-options';
import type { ProfileMessageKey } from './profile-messages';

/** An option of a select: the value sent, and its words (a catalogue key) or, with no key, the value itself. */
export type FieldOption = { value: string; key?: ProfileMessageKey };

export interface FieldSpec {
  name: string;
  /** The label's key in profileMessages. */
  labelKey: ProfileMessageKey;
  type?: 'text' | 'date' | 'email' | 'tel';
  options?: readonly FieldOption[];
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel';
  /** Formats what is typed as it is typed (a §5 mask), e.g. the TIN's dashes. */
  format?: (raw: string) => string;
  /** A hint under the field (a catalogue key). */
  hintKey?: ProfileMessageKey;
}

// Suffixes (SR., JR., roman numerals) read the same in both languages.
const SUFFIX_OPTIONS = NAME_SUFFIXES.map((value) => ({ value }));
const GENDER_KEYS = { FEMALE: 'female', MALE: 'male' } as const satisfies Record<
  (typeof GENDERS)[number],
  ProfileMessageKey
>;
const CIVIL_STATUS_KEYS = {
  SINGLE: 'single',
  MARRIED: 'married',
  DIVORCED: 'divorced',
  WIDOW: 'widow',
  SEPARATED: 'separated',
  ANNULLED: 'annulled',
  WIDOWER: 'widower',
  'SINGLE PARENT': 'singleParent',
} as const satisfies Record<(typeof CIVIL_STATUSES)[number], ProfileMessageKey>;

/** The profile's plain fields in the order a person fills them, grouped as the page shows them. */
export const PROFILE_SECTIONS: { legendKey: ProfileMessageKey; fields: FieldSpec[] }[] = [
  {
    legendKey: 'personalInformation',
    fields: [
      { name: 'first_name', labelKey: 'firstName', autoComplete: 'given-name' },
      { name: 'middle_name', labelKey: 'middleName', autoComplete: 'additional-name' },
      { name: 'last_name', labelKey: 'lastName', autoComplete: 'family-name' },
      { name: 'extension_name', labelKey: 'suffix', options: SUFFIX_OPTIONS },
      { name: 'birthdate', labelKey: 'dateOfBirth', type: 'date', autoComplete: 'bday' },
      {
        name: 'gender',
        labelKey: 'sex',
        options: GENDERS.map((value) => ({ value, key: GENDER_KEYS[value] })),
      },
      {
        name: 'civil_status',
        labelKey: 'civilStatus',
        options: CIVIL_STATUSES.map((value) => ({ value, key: CIVIL_STATUS_KEYS[value] })),
      },
    ],
  },
  {
    legendKey: 'contact',
    fields: [
      { name: 'email', labelKey: 'email', type: 'email', autoComplete: 'email' },
      { name: 'telephone_number', labelKey: 'telephoneNumber', type: 'tel', inputMode: 'tel' },
    ],
  },
  {
    legendKey: 'family',
    fields: [
      { name: 'mother_maiden_name', labelKey: 'motherMaidenName' },
      { name: 'father_name', labelKey: 'fatherName' },
      { name: 'spouse_name', labelKey: 'spouseName' },
      { name: 'spouse_mobile_number', labelKey: 'spouseMobileNumber', type: 'tel', inputMode: 'numeric' },
    ],
  },
  {
    legendKey: 'otherDetails',
    fields: [
      { name: 'height', labelKey: 'height', inputMode: 'decimal' },
      { name: 'weight', labelKey: 'weight', inputMode: 'decimal' },
      { name: 'complexion', labelKey: 'complexion' },
      { name: 'highest_educational_attainment', labelKey: 'education' },
      {
        name: 'tin_number',
        labelKey: 'tin',
        inputMode: 'numeric',
        format: formatTinAsTyped,
        hintKey: 'tinHint',
      },
      { name: 'sss_id_number', labelKey: 'sss' },
      { name: 'philhealth_id_number', labelKey: 'philhealth' },
      { name: 'gsis_id_number', labelKey: 'gsis' },
      { name: 'pagibig_id_number', labelKey: 'pagibig' },
      {
        name: 'is_voter',
        labelKey: 'registeredVoter',
        options: [
          { value: '1', key: 'yes' },
          { value: '0', key: 'no' },
        ],
      },
    ],
  },
];

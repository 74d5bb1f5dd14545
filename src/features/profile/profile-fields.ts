import { CIVIL_STATUSES, GENDERS, NAME_SUFFIXES } from '@/domain/options/person-options';

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'email' | 'tel';
  options?: readonly string[] | readonly { value: string; label: string }[];
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel';
}

/** The profile's plain fields in the order a person fills them, grouped as the page shows them. */
export const PROFILE_SECTIONS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Personal information',
    fields: [
      { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
      { name: 'middle_name', label: 'Middle Name', autoComplete: 'additional-name' },
      { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
      { name: 'extension_name', label: 'Suffix', options: NAME_SUFFIXES },
      { name: 'birthdate', label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
      { name: 'gender', label: 'Sex', options: GENDERS },
      { name: 'civil_status', label: 'Civil Status', options: CIVIL_STATUSES },
    ],
  },
  {
    legend: 'Contact',
    fields: [
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'telephone_number', label: 'Telephone Number', type: 'tel', inputMode: 'tel' },
    ],
  },
  {
    legend: 'Family',
    fields: [
      { name: 'mother_maiden_name', label: "Mother's Maiden Name" },
      { name: 'father_name', label: "Father's Name" },
      { name: 'spouse_name', label: "Spouse's Name" },
      {
        name: 'spouse_mobile_number',
        label: "Spouse's Mobile Number (639XXXXXXXXX)",
        type: 'tel',
        inputMode: 'numeric',
      },
    ],
  },
  {
    legend: 'Other details',
    fields: [
      { name: 'height', label: 'Height (cm)', inputMode: 'decimal' },
      { name: 'weight', label: 'Weight (kg)', inputMode: 'decimal' },
      { name: 'complexion', label: 'Complexion' },
      { name: 'highest_educational_attainment', label: 'Highest Educational Attainment' },
      { name: 'tin_number', label: 'TIN (000-000-000-00000)' },
      { name: 'sss_id_number', label: 'SSS Number' },
      { name: 'philhealth_id_number', label: 'PhilHealth Number' },
      { name: 'gsis_id_number', label: 'GSIS Number' },
      { name: 'pagibig_id_number', label: 'Pag-IBIG Number' },
      {
        name: 'is_voter',
        label: 'Registered Voter',
        options: [
          { value: '1', label: 'Yes' },
          { value: '0', label: 'No' },
        ],
      },
    ],
  },
];

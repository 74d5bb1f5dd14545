import { CIVIL_STATUSES, CIVIL_STATUS_WORDS } from '../../options/person-options';
import type { ApplicationDefinition } from '../application-definition';
import { field, nameFields, PERSON_IDENTITY, REQUIREMENTS_STEP, REVIEW_STEP, SUFFIX } from '../form-parts';
import { AGE_RULES } from '../../validation/age-rules';
import { registerRuleGroup } from '../../validation/rule-registry';

// min_age is in a group outside the engine's core.
registerRuleGroup(AGE_RULES);

const MOBILE = { kind: 'tel', placeholder: '639XXXXXXXXX' } as const;

/**
 * A senior citizen's registration (SCMS NEW, §2.8 senior-citizen-new): who they are — 60 or older
 * (RA 9994) —, where they live and since when, whom to call in an emergency, with an ID picture,
 * a proof of age and one of residence. Free: no assessment, no payment. The office returns it for
 * correction or approves it, and releases it with the senior citizen ID (docs/decisions.md).
 */
export const definition: ApplicationDefinition = {
  route: 'senior-citizen-new',
  moduleType: 'SCMS',
  transactionType: 'NEW',
  catalogue: {
    module: {
      description: { en: 'Senior Citizen Registration', fil: 'Pagpaparehistro ng Senior Citizen' },
      category: 'E-Services',
      icon: 'senior-citizen',
    },
    type: { fil: 'Bagong Rehistro' },
  },
  title: { en: 'Senior Citizen Registration', fil: 'Pagpaparehistro ng Senior Citizen' },
  steps: [
    {
      id: 'personal',
      title: { en: 'Personal Information', fil: 'Personal na Impormasyon' },
      items: [
        ...nameFields(),
        SUFFIX,
        field(
          'birthdate',
          'Date of Birth',
          'Petsa ng Kapanganakan',
          'required|mask:^\\d{4}-\\d{2}-\\d{2}$~YYYY-MM-DD|min_age:60',
          {
            placeholder: 'YYYY-MM-DD',
            hint: {
              en: 'A senior citizen is 60 years old or older',
              fil: 'Ang senior citizen ay 60 taong gulang pataas',
            },
          },
        ),
        field('place_of_birth', 'Place of Birth', 'Lugar ng Kapanganakan', 'required|max_100_char'),
        field('gender', 'Sex', 'Kasarian', 'required', {
          kind: 'select',
          options: 'genders',
          profile: 'gender',
        }),
        field('civil_status', 'Civil Status', 'Katayuang Sibil', 'required', {
          kind: 'select',
          profile: 'civil_status',
          options: CIVIL_STATUSES.map((value) => ({ value, label: CIVIL_STATUS_WORDS[value] })),
        }),
        field('citizenship', 'Citizenship', 'Pagkamamamayan', 'required', {
          kind: 'select',
          options: 'citizenships',
        }),
      ],
    },
    {
      id: 'address',
      title: { en: 'Address', fil: 'Tirahan' },
      items: [
        { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Tirahan' }, profile: true },
        field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char'),
        field(
          'years_of_residence',
          'Years Living in the City or Municipality',
          'Taon ng Paninirahan sa Lungsod o Bayan',
          'required|integer',
          { kind: 'integer' },
        ),
      ],
    },
    {
      id: 'contact',
      title: { en: 'Contact', fil: 'Pakikipag-ugnayan' },
      items: [
        field('mobile_number', 'Mobile Number', 'Numero ng Mobile', 'required|mobile_number_63', MOBILE),
        field(
          'emergency_contact_name',
          'Contact Person in an Emergency',
          'Tatawagan sa Emergency',
          'required|text_vapt|max_100_char',
        ),
        field(
          'emergency_contact_number',
          "Contact Person's Mobile Number",
          'Numero ng Mobile ng Tatawagan',
          'required|mobile_number_63',
          MOBILE,
        ),
      ],
    },
    REQUIREMENTS_STEP,
    REVIEW_STEP,
  ],
  requirements: [
    { code: 'id_picture', label: { en: '1x1 ID Picture', fil: '1x1 na Larawan' }, required: true },
    {
      code: 'proof_of_age',
      label: {
        en: 'Proof of Age (Birth Certificate or a Valid ID)',
        fil: 'Patunay ng Edad (Birth Certificate o Valid ID)',
      },
      required: true,
    },
    {
      code: 'proof_of_residency',
      label: { en: 'Barangay Certificate of Residency', fil: 'Katibayan ng Paninirahan mula sa Barangay' },
      required: true,
    },
  ],
  subject: { kind: 'person', identity: PERSON_IDENTITY },
  fees: null,
  workflow: { payment: 'none' },
  offices: ['licensing'],
  summary: ['last_name', 'first_name', 'birthdate'],
  numberPrefix: 'SC',
  issues: 'senior-citizen-id',
};

import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_WORDS } from '../../contracts/help';
import { CIVIL_STATUSES, CIVIL_STATUS_WORDS } from '../../options/person-options';
import type { ApplicationDefinition } from '../application-definition';
import {
  field,
  nameFields,
  PERSON_IDENTITY,
  REQUIREMENTS_STEP,
  REVIEW_STEP,
  VALID_ID,
  SUFFIX,
  birthdateField,
} from '../form-parts';
import { ID_FORMAT_RULES } from '../../validation/id-format-rules';
import { AGE_RULES } from '../../validation/age-rules';
import { registerRuleGroup } from '../../validation/rule-registry';

// tin_no and min_age are in groups outside the engine's core.
registerRuleGroup(ID_FORMAT_RULES);
registerRuleGroup(AGE_RULES);

// Values are sent in capitals, as the portal stores text (§5), and shown as §3 writes them.
const EMPLOYED = 'employment_type!=SELF-EMPLOYED';

/**
 * An occupational permit (OP NEW, §2.8 occupational-permit): the worker — of working age, 15 or
 * older (Labor Code art. 137, RA 9231) —, where they work and as what, with a valid ID, an ID
 * picture, their cedula, and proof of employment unless self-employed. The office (licensing)
 * returns or approves it; approved, it is billed by `occupational-permit` (§3's
 * occupational_permit_amount); once paid the permit is issued, valid to the year's end.
 */
export const definition: ApplicationDefinition = {
  route: 'occupational-permit',
  moduleType: 'OP',
  transactionType: 'NEW',
  catalogue: {
    module: {
      description: { en: 'Occupational Permit', fil: 'Permiso sa Trabaho' },
      category: 'E-Services',
      icon: 'occupational-permit',
    },
    type: { fil: 'Bagong Permiso' },
  },
  title: { en: 'Occupational Permit', fil: 'Permiso sa Trabaho' },
  steps: [
    {
      id: 'personal',
      title: { en: 'Personal Information', fil: 'Personal na Impormasyon' },
      items: [
        ...nameFields(),
        SUFFIX,
        birthdateField('|min_age:15'),
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
        field('mobile_number', 'Mobile Number', 'Numero ng Mobile', 'required|mobile_number_63', {
          kind: 'tel',
          placeholder: '639XXXXXXXXX',
        }),
        field('email', 'Email', 'Email', 'email|max_100_char', { kind: 'email' }),
        { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Tirahan' }, profile: true },
        field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char'),
      ],
    },
    {
      id: 'employment',
      title: { en: 'Employment', fil: 'Trabaho' },
      items: [
        field('employment_type', 'Employment Type', 'Uri ng Trabaho', 'required', {
          kind: 'select',
          options: EMPLOYMENT_TYPES.map((type) => ({
            value: type.toUpperCase(),
            label: EMPLOYMENT_TYPE_WORDS[type],
          })),
        }),
        field('position', 'Position or Occupation', 'Posisyon o Hanapbuhay', 'required|max_100_char'),
        field(
          'employer_name',
          'Employer or Business Name',
          'Pangalan ng Employer o Negosyo',
          'required|max_150_char',
        ),
        field(
          'employer_address',
          'Address of the Workplace',
          'Address ng Pinagtatrabahuhan',
          'required|max_150_char',
        ),
        field('tin_no', 'TIN (if any)', 'TIN (kung mayroon)', 'tin_no', { placeholder: '000-000-000-000' }),
      ],
    },
    REQUIREMENTS_STEP,
    REVIEW_STEP,
  ],
  requirements: [
    VALID_ID,
    { code: 'id_picture', label: { en: '1x1 ID Picture', fil: '1x1 na Larawan' }, required: true },
    {
      code: 'community_tax_certificate',
      label: { en: 'Community Tax Certificate (Cedula)', fil: 'Sedula' },
      required: true,
    },
    {
      code: 'certificate_of_employment',
      label: { en: 'Certificate of Employment', fil: 'Katibayan ng Pagtatrabaho' },
      required: true,
      when: EMPLOYED,
    },
  ],
  subject: { kind: 'person', identity: PERSON_IDENTITY },
  fees: 'occupational-permit',
  workflow: { payment: 'assessed', automatic: { assess: true, release: true } },
  offices: ['licensing'],
  summary: ['last_name', 'first_name', 'employer_name'],
  numberPrefix: 'OP',
  issues: 'occupational-permit',
};

import type { ApplicationDefinition } from '../application-definition';
import {
  field,
  nameFields,
  PERSON_IDENTITY,
  REQUIREMENTS_STEP,
  REVIEW_STEP,
  VALID_ID,
  birthdateField,
} from '../form-parts';

const OTHER_PURPOSE = 'purpose=OTHERS';

/**
 * A barangay clearance for a resident (BRGY CLEARANCE, barangay-clearance-new): who asks, where
 * they live and since when, and why they need it, with a valid ID. The office reviews it (returns
 * it for correction or approves it); once approved it is billed by the fee rule
 * `barangay-clearance`, and once paid the clearance is issued with its QR code.
 */
export const definition: ApplicationDefinition = {
  route: 'barangay-clearance-new',
  moduleType: 'BRGY',
  transactionType: 'CLEARANCE',
  catalogue: {
    module: {
      description: { en: 'Barangay Clearance', fil: 'Barangay Clearance' },
      category: 'E-Services',
      icon: 'shield',
    },
    type: { fil: 'Clearance ng Residente' },
  },
  title: { en: 'Barangay Clearance', fil: 'Barangay Clearance' },
  steps: [
    {
      id: 'resident',
      title: { en: 'Resident', fil: 'Residente' },
      items: [
        ...nameFields(),
        birthdateField(),
        field('civil_status', 'Civil Status', 'Katayuang Sibil', 'required', {
          kind: 'select',
          options: [
            { value: 'SINGLE', label: { en: 'Single', fil: 'Walang Asawa' } },
            { value: 'MARRIED', label: { en: 'Married', fil: 'May Asawa' } },
            { value: 'WIDOWED', label: { en: 'Widowed', fil: 'Balo' } },
            { value: 'SEPARATED', label: { en: 'Legally Separated', fil: 'Hiwalay ayon sa Batas' } },
          ],
        }),
        { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Tirahan' }, profile: true },
        field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char'),
        field(
          'years_of_residence',
          'Years Living in the Barangay',
          'Taon ng Paninirahan sa Barangay',
          'required|integer',
          {
            kind: 'integer',
          },
        ),
      ],
    },
    {
      id: 'purpose',
      title: { en: 'Purpose', fil: 'Layunin' },
      items: [
        field('purpose', 'Purpose', 'Layunin', 'required', {
          kind: 'select',
          options: [
            { value: 'EMPLOYMENT', label: { en: 'Employment', fil: 'Trabaho' } },
            { value: 'BANK TRANSACTION', label: { en: 'Bank transaction', fil: 'Transaksyon sa bangko' } },
            { value: 'LOAN', label: { en: 'Loan', fil: 'Pautang' } },
            { value: 'IDENTIFICATION', label: { en: 'Identification', fil: 'Pagkakakilanlan' } },
            { value: 'OTHERS', label: { en: 'Others', fil: 'Iba pa' } },
          ],
        }),
        field(
          'purpose_details',
          'Other Purpose',
          'Ibang Layunin',
          `required_if:${OTHER_PURPOSE}|max_150_char`,
          {
            when: OTHER_PURPOSE,
          },
        ),
      ],
    },
    REQUIREMENTS_STEP,
    REVIEW_STEP,
  ],
  requirements: [VALID_ID],
  subject: { kind: 'person', identity: PERSON_IDENTITY },
  fees: 'barangay-clearance',
  workflow: { payment: 'assessed', automatic: { assess: true, release: true } },
  offices: ['licensing'],
  summary: ['last_name', 'first_name', 'purpose'],
  numberPrefix: 'BC',
  issues: 'barangay-clearance',
};

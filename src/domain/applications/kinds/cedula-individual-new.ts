import type { ApplicationDefinition } from '../application-definition';
import { field, nameFields, PERSON_IDENTITY, REVIEW_STEP, SUFFIX, birthdateField } from '../form-parts';
import { ID_FORMAT_RULES } from '../../validation/id-format-rules';
import { registerRuleGroup } from '../../validation/rule-registry';

// tin_no is an id format, a group outside the engine's core.
registerRuleGroup(ID_FORMAT_RULES);

const INCOME_HINT = {
  en: 'Last year, in pesos; 0 if none (e.g. 250000.00)',
  fil: 'Noong nakaraang taon, sa piso; 0 kung wala (hal. 250000.00)',
};

/**
 * A community tax certificate for an individual (CDL INDIVIDUAL, §2.8 cedula-individual-new): the
 * taxpayer as the certificate names them and last year's income, which the fee rule
 * `cedula-individual` taxes (LGC §157: ₱5.00 and ₱1.00 for every ₱1,000.00, the additional tax at
 * most ₱5,000.00; §9's interest from March). No officer: billed when filed, issued once paid.
 */
export const definition: ApplicationDefinition = {
  route: 'cedula-individual-new',
  moduleType: 'CDL',
  transactionType: 'INDIVIDUAL',
  catalogue: {
    module: {
      description: { en: 'Community Tax Certificate (Cedula)', fil: 'Sedula' },
      category: 'E-Government',
      icon: 'id-card',
    },
    type: { fil: 'Para sa Indibidwal' },
  },
  title: { en: 'Community Tax Certificate (Individual)', fil: 'Sedula para sa Indibidwal' },
  steps: [
    {
      id: 'taxpayer',
      title: { en: 'Taxpayer', fil: 'Nagbabayad ng Buwis' },
      items: [
        ...nameFields(),
        SUFFIX,
        birthdateField(),
        field('place_of_birth', 'Place of Birth', 'Lugar ng Kapanganakan', 'required|max_100_char'),
        field('gender', 'Sex', 'Kasarian', 'required', { kind: 'select', options: 'genders' }),
        field('civil_status', 'Civil Status', 'Katayuang Sibil', 'required', {
          kind: 'select',
          options: [
            { value: 'SINGLE', label: { en: 'Single', fil: 'Walang Asawa' } },
            { value: 'MARRIED', label: { en: 'Married', fil: 'May Asawa' } },
            { value: 'WIDOWED', label: { en: 'Widowed', fil: 'Balo' } },
            { value: 'SEPARATED', label: { en: 'Legally Separated', fil: 'Hiwalay ayon sa Batas' } },
          ],
        }),
        field('citizenship', 'Citizenship', 'Pagkamamamayan', 'required', {
          kind: 'select',
          options: 'citizenships',
        }),
        field(
          'profession',
          'Profession, Occupation or Business',
          'Propesyon, Trabaho o Negosyo',
          'required|max_100_char',
        ),
        field('tin_no', 'TIN (if any)', 'TIN (kung mayroon)', 'tin_no', { placeholder: '000-000-000-000' }),
      ],
    },
    {
      id: 'address',
      title: { en: 'Address', fil: 'Tirahan' },
      items: [
        { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Tirahan' }, profile: true },
        field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char'),
      ],
    },
    {
      id: 'income',
      title: { en: 'Income', fil: 'Kita' },
      items: [
        field(
          'business_gross_receipts',
          'Gross Receipts from Business',
          'Kabuuang Kita mula sa Negosyo',
          'required|no_min_amount',
          { kind: 'amount', hint: INCOME_HINT },
        ),
        field(
          'salaries',
          'Salaries or Gross Receipts from a Profession',
          'Sahod o Kabuuang Kita mula sa Propesyon',
          'required|no_min_amount',
          { kind: 'amount', hint: INCOME_HINT },
        ),
        field(
          'real_property_income',
          'Income from Real Property',
          'Kita mula sa Ari-arian',
          'required|no_min_amount',
          { kind: 'amount', hint: INCOME_HINT },
        ),
      ],
    },
    REVIEW_STEP,
  ],
  requirements: [],
  subject: { kind: 'person', identity: PERSON_IDENTITY },
  fees: 'cedula-individual',
  workflow: { payment: 'assessed', automatic: { accept: true, assess: true, release: true } },
  offices: ['treasury'],
  summary: ['last_name', 'first_name', 'profession'],
  numberPrefix: 'CTC',
  issues: 'community-tax-certificate',
};

import type { ApplicationDefinition } from '../application-definition';
import { field, nameFields, REVIEW_STEP } from '../form-parts';
import { ID_FORMAT_RULES } from '../../validation/id-format-rules';
import { registerRuleGroup } from '../../validation/rule-registry';

// tin_no and sec_no are id formats, a group outside the engine's core.
registerRuleGroup(ID_FORMAT_RULES);

const DATE = 'mask:^\\d{4}-\\d{2}-\\d{2}$~YYYY-MM-DD';

/**
 * A community tax certificate for a corporation (CDL CORPORATION, §2.8 cedula-corporation-new):
 * the corporation as registered, who files for it, and last year's assessed value of its real
 * property and its gross receipts, which the fee rule `cedula-corporation` taxes (LGC §158: ₱500.00,
 * and ₱2.00 for every ₱5,000.00 of each, the additional tax at most ₱10,000.00; §9's interest from
 * March). No officer: billed when filed, issued once paid, as the individual's is.
 */
export const definition: ApplicationDefinition = {
  route: 'cedula-corporation-new',
  moduleType: 'CDL',
  transactionType: 'CORPORATION',
  catalogue: {
    module: {
      description: { en: 'Community Tax Certificate (Cedula)', fil: 'Sedula' },
      category: 'E-Government',
      icon: 'id-card',
    },
    type: { fil: 'Para sa Korporasyon' },
  },
  title: { en: 'Community Tax Certificate (Corporation)', fil: 'Sedula para sa Korporasyon' },
  steps: [
    {
      id: 'corporation',
      title: { en: 'Corporation', fil: 'Korporasyon' },
      items: [
        field('corporation_name', 'Name of Corporation', 'Pangalan ng Korporasyon', 'required|max_150_char'),
        // §3's organisation types that §158 taxes: a sole proprietor pays the individual's
        // cedula, and a cooperative is exempt from local taxes (RA 9520, art. 60).
        field('organization_type', 'Kind of Organization', 'Uri ng Organisasyon', 'required', {
          kind: 'select',
          options: [
            { value: 'CORPORATION', label: { en: 'Corporation', fil: 'Korporasyon' } },
            {
              value: 'ONE PERSON CORPORATION',
              label: { en: 'One person Corporation', fil: 'One person Corporation' },
            },
            { value: 'PARTNERSHIP', label: { en: 'Partnership', fil: 'Partnership' } },
          ],
        }),
        field('tin_no', 'TIN', 'TIN', 'required|tin_no', { placeholder: '000-000-000-000' }),
        field('sec_no', 'SEC Registration No.', 'SEC Registration No.', 'required|sec_no', {
          placeholder: 'AA000000000',
        }),
        field(
          'date_of_registration',
          'Date of Registration',
          'Petsa ng Pagpaparehistro',
          `required|${DATE}`,
          {
            placeholder: 'YYYY-MM-DD',
          },
        ),
        field(
          'place_of_incorporation',
          'Place of Incorporation',
          'Lugar ng Pagkakatatag',
          'required|max_100_char',
        ),
        field(
          'business_nature',
          'Kind or Nature of Business',
          'Uri o Katangian ng Negosyo',
          'required|max_100_char',
        ),
      ],
    },
    {
      id: 'address',
      title: { en: 'Principal Office', fil: 'Pangunahing Tanggapan' },
      items: [
        {
          kind: 'places',
          prefix: '',
          label: { en: 'Principal Office Address', fil: 'Address ng Tanggapan' },
        },
        field('street', 'Building / Street', 'Gusali / Kalye', 'required|max_150_char'),
      ],
    },
    {
      id: 'representative',
      title: { en: 'Authorized Representative', fil: 'Awtorisadong Kinatawan' },
      items: [
        ...nameFields(),
        field('position', 'Position in the Corporation', 'Posisyon sa Korporasyon', 'required|max_50_char'),
      ],
    },
    {
      id: 'taxable',
      title: { en: 'Taxable Amounts', fil: 'Mga Halagang Binubuwisan' },
      items: [
        field(
          'assessed_real_property',
          'Assessed Value of Real Property',
          'Halaga ng Ari-arian ayon sa Pagtatasa',
          'required|no_min_amount',
          {
            kind: 'amount',
            hint: {
              en: 'Of the real property it owned in the Philippines last year, in pesos; 0 if none',
              fil: 'Ng ari-ariang pag-aari nito sa Pilipinas noong nakaraang taon, sa piso; 0 kung wala',
            },
          },
        ),
        field('gross_receipts', 'Gross Receipts or Earnings', 'Kabuuang Kita', 'required|no_min_amount', {
          kind: 'amount',
          hint: {
            en: 'From its business in the Philippines last year, in pesos; 0 if none',
            fil: 'Mula sa negosyo nito sa Pilipinas noong nakaraang taon, sa piso; 0 kung wala',
          },
        }),
      ],
    },
    REVIEW_STEP,
  ],
  requirements: [],
  subject: { kind: 'business', identity: ['corporation_name', 'tin_no'] },
  fees: 'cedula-corporation',
  workflow: { payment: 'assessed', automatic: { accept: true, assess: true, release: true } },
  offices: ['treasury'],
  summary: ['corporation_name', 'tin_no', 'business_nature'],
  numberPrefix: 'CTCC',
  issues: 'community-tax-certificate-corporation',
};

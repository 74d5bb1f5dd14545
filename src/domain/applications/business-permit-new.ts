import type { ApplicationDefinition } from './application-definition';
import {
  BUSINESS_PERMIT_OFFICE,
  businessSubject,
  COOPERATIVE,
  JMC_ENDORSEMENTS,
  LEASED,
  OWNED,
  REPRESENTED,
  requiredIf,
  SEC_KINDS,
  SOLE,
  bplsCatalogue,
} from './business-permit-fields';
import { NEW_PERMIT_REQUIREMENTS } from './business-permit-requirements';
import { field, NAME, nameFields, REQUIREMENTS_STEP, SUFFIX } from './form-parts';
import { ID_FORMAT_RULES } from '../validation/id-format-rules';
import { registerRuleGroup } from '../validation/rule-registry';

// Its DTI, SEC, CDA, TIN, TDN and PIN rules are id formats, a group outside the engine's core.
registerRuleGroup(ID_FORMAT_RULES);

/**
 * A new business permit (BPLS NEW, §2.8 e2e-business-permit-new): the §3 business application
 * form template in full. The payload keys are the template's.
 */
export const businessPermitNew: ApplicationDefinition = {
  route: 'e2e-business-permit-new',
  moduleType: 'BPLS',
  transactionType: 'NEW',
  catalogue: bplsCatalogue('Bagong Permiso'),
  ...BUSINESS_PERMIT_OFFICE,
  // A renewal (its definition spreads this one) is endorsed to the same offices.
  workflow: { ...BUSINESS_PERMIT_OFFICE.workflow, endorsements: JMC_ENDORSEMENTS },
  subject: businessSubject({ holdsRecord: true }),
  legacyPaths: { submit: 'application_new', resubmit: 'resubmit_new' },
  title: { en: 'New Business Permit', fil: 'Bagong Permiso sa Negosyo' },
  steps: [
    {
      id: 'business',
      title: { en: 'Business', fil: 'Negosyo' },
      items: [
        field('kind_of_ownership', 'Kind of Ownership', 'Uri ng Pagmamay-ari', 'required', {
          kind: 'select',
          options: 'ownership-kinds',
        }),
        field('business_name', 'Business Name', 'Pangalan ng Negosyo', 'required|max_150_char'),
        field('trade_name', 'Trade Name / Franchise', 'Pangalang Pangkalakal / Prangkisa', 'max_150_char'),
        field('dti_no', 'DTI Registration No.', 'Numero ng Rehistro sa DTI', `required_if:${SOLE}|dti_no`, {
          when: SOLE,
          placeholder: 'AA000000000',
        }),
        field(
          'sec_no',
          'SEC Registration No.',
          'Numero ng Rehistro sa SEC',
          `${requiredIf(SEC_KINDS)}|sec_no`,
          {
            when: SEC_KINDS,
            placeholder: 'AA000000000',
          },
        ),
        field(
          'cda_no',
          'CDA Registration No.',
          'Numero ng Rehistro sa CDA',
          `required_if:${COOPERATIVE}|cda_no`,
          {
            when: COOPERATIVE,
            placeholder: 'AA000000000',
          },
        ),
        field(
          'tin_no',
          'Tax Identification Number (TIN)',
          'Tax Identification Number (TIN)',
          'required|tin_no',
          {
            placeholder: '000-000-000-000',
          },
        ),
        field('capital_amount', 'Capital Investment', 'Puhunan', 'required|capital_amount', {
          kind: 'amount',
          hint: { en: 'In pesos, e.g. 150000.00', fil: 'Sa piso, hal. 150000.00' },
        }),
        field('with_tax_incentives', 'With Tax Incentives', 'May Insentibo sa Buwis', 'required', {
          kind: 'yes-no',
          options: 'yes-no',
          hint: {
            en: 'From a government entity (e.g. BOI, PEZA)',
            fil: 'Mula sa ahensya ng gobyerno (hal. BOI, PEZA)',
          },
        }),
      ],
    },
    {
      id: 'owner',
      title: { en: 'Owner', fil: 'May-ari' },
      items: [
        ...nameFields(),
        SUFFIX,
        field('owners_gender', "Owner's Gender", 'Kasarian ng May-ari', `required_if:${SOLE}`, {
          kind: 'select',
          options: 'genders',
          when: SOLE,
        }),
        field('nationality', 'Nationality', 'Nasyonalidad', 'required', {
          kind: 'select',
          options: 'citizenships',
        }),
        field('is_representative', 'Filed by a Representative', 'Isinampa ng Kinatawan', 'required', {
          kind: 'yes-no',
          options: 'yes-no',
        }),
        field(
          'representative_first_name',
          "Representative's First Name",
          'Pangalan ng Kinatawan',
          `required_if:${REPRESENTED}|${NAME}`,
          { when: REPRESENTED },
        ),
        field(
          'representative_last_name',
          "Representative's Last Name",
          'Apelyido ng Kinatawan',
          `required_if:${REPRESENTED}|${NAME}`,
          { when: REPRESENTED },
        ),
        field(
          'in_charge_first_name',
          'Person in Charge: First Name',
          'Namamahala: Pangalan',
          `required|${NAME}`,
        ),
        field('in_charge_middle_name', 'Person in Charge: Middle Name', 'Namamahala: Gitnang Pangalan', NAME),
        field(
          'in_charge_last_name',
          'Person in Charge: Last Name',
          'Namamahala: Apelyido',
          `required|${NAME}`,
        ),
      ],
    },
    {
      id: 'office',
      title: { en: 'Contact and Main Office', fil: 'Kontak at Pangunahing Tanggapan' },
      items: [
        field('cellphone_no', 'Cellphone No.', 'Numero ng Cellphone', 'required|mobile_number', {
          profile: 'mobile_number',
          kind: 'tel',
          placeholder: '09XXXXXXXXX',
        }),
        field('telephone_no', 'Telephone No.', 'Numero ng Telepono', 'telephone', { kind: 'tel' }),
        field('email_address', 'Email Address', 'Email Address', 'email', {
          kind: 'email',
          profile: 'email',
        }),
        {
          kind: 'places',
          prefix: '',
          label: { en: 'Main Office Address', fil: 'Address ng Pangunahing Tanggapan' },
        },
        field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char'),
        field('area', 'Business Area (sq m)', 'Lawak ng Negosyo (metro kuwadrado)', 'required|number', {
          kind: 'amount',
        }),
        field('male_employees', 'Male Employees', 'Lalaking Empleyado', 'required|integer', {
          kind: 'integer',
        }),
        field('female_employees', 'Female Employees', 'Babaeng Empleyado', 'required|integer', {
          kind: 'integer',
        }),
        field(
          'lgu_employees',
          'Employees Residing in the City',
          'Empleyadong Nakatira sa Lungsod',
          'required|integer',
          { kind: 'integer' },
        ),
        field('van_count', 'Vans / Trucks', 'Van / Trak', 'integer', { kind: 'integer' }),
        field('motorcycle_count', 'Motorcycles', 'Motorsiklo', 'integer', { kind: 'integer' }),
      ],
    },
    {
      id: 'location',
      title: { en: 'Business Location', fil: 'Lokasyon ng Negosyo' },
      items: [
        field('location_owned', 'Is the Place Owned?', 'Pag-aari ba ang Lugar?', 'required', {
          kind: 'yes-no',
          options: 'yes-no',
        }),
        field(
          'tdn_no',
          'Tax Declaration Number (TDN)',
          'Tax Declaration Number (TDN)',
          `required_if:${OWNED}|tdn_no`,
          {
            when: OWNED,
            placeholder: 'AA-00000-00000',
          },
        ),
        field(
          'pin_no',
          'Property Identification Number (PIN)',
          'Property Identification Number (PIN)',
          `required_if:${OWNED}|pin_no`,
          {
            when: OWNED,
            placeholder: '000-00-000-000-000',
          },
        ),
        field(
          'lessor_name',
          "Lessor's Name",
          'Pangalan ng Nagpapaupa',
          `required_if:${LEASED}|max_150_char`,
          {
            when: LEASED,
          },
        ),
        field('monthly_rental', 'Monthly Rental', 'Buwanang Upa', `required_if:${LEASED}|amount`, {
          kind: 'amount',
          when: LEASED,
        }),
      ],
    },
    {
      id: 'activities',
      title: { en: 'Business Activities', fil: 'Mga Gawain ng Negosyo' },
      items: [
        {
          kind: 'group',
          name: 'activities',
          label: { en: 'Business Activities', fil: 'Mga Gawain ng Negosyo' },
          itemLabel: { en: 'Activity', fil: 'Gawain' },
          min: 1,
          max: 20,
          fields: [
            field('line_of_business', 'Line of Business', 'Uri ng Negosyo', 'required', {
              kind: 'select',
              options: 'line-businesses',
            }),
            field('industrial_code', 'PSIC Code', 'PSIC Code', 'max_20_char'),
            field('service', 'Product / Service', 'Produkto / Serbisyo', 'required|max_100_char'),
            field('no_of_units', 'No. of Units', 'Bilang ng Yunit', 'required|integer', { kind: 'integer' }),
            field('capital_amount', 'Capital Investment', 'Puhunan', 'required|capital_amount', {
              kind: 'amount',
            }),
          ],
        },
      ],
    },
    REQUIREMENTS_STEP,
    {
      id: 'review',
      title: { en: 'Review and Submit', fil: 'Suriin at Ipasa' },
      items: [
        field(
          'terms_and_conditions_accepted',
          'I certify that the information given is true and accept the terms and conditions',
          'Pinatutunayan kong totoo ang impormasyong ibinigay at tinatanggap ko ang mga tuntunin at kondisyon',
          'bool_true',
          { kind: 'checkbox' },
        ),
      ],
    },
  ],
  requirements: NEW_PERMIT_REQUIREMENTS,
  // Local Government Code §143: one-twentieth of 1% of the capital investment (with the assessment).
  fees: 'bpls-new-capital',
  issues: 'business-permit',
};

import type { ApplicationDefinition, Bilingual, StepDefinition, StepItem } from './application-definition';
import type { ApplicationOption } from './application-options';
import { CIVIL_REGISTRY_PURPOSES, COPY_TYPES, RELEASE_MODES, REPRESENTED } from './civil-registry-options';
import { field, nameFields, REQUIREMENTS_STEP, REVIEW_STEP, VALID_ID } from './form-parts';

const OTHER_PURPOSE = 'purpose=OTHERS';

/** What the three civil registry copies differ in: the record, who may ask for it, and names. */
export interface CivilRecord {
  route: string;
  transactionType: string;
  /** The transaction type's Filipino words (the demo catalogue's). */
  typeFil: string;
  title: Bilingual;
  /** The step asking whose record it is, its fields finding it in the registry. */
  record: { title: Bilingual; items: readonly StepItem[] };
  /** The relation question's label ('Relation to the Owner') and who may ask. */
  relation: { label: Bilingual; options: readonly ApplicationOption[] };
  /** The record's fields naming it (lists, the console), most telling first. */
  identity: readonly string[];
  /** Whose record, as the transaction's description and the console's queue name it. */
  summary: readonly string[];
  numberPrefix: string;
  /** Its document entry (server/src/documents/kinds/). */
  issues: string;
}

/** The applicant, as the profile knows them, and where a delivery is brought. */
const REQUESTER: StepDefinition = {
  id: 'requester',
  title: { en: 'Requester', fil: 'Humihiling' },
  items: [
    ...nameFields(),
    field('mobile_number', 'Mobile Number', 'Numero ng Mobile', 'required|mobile_number', {
      kind: 'tel',
      placeholder: '09XXXXXXXXX',
    }),
    { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Tirahan' }, profile: true },
    field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char', {
      profile: 'street',
    }),
  ],
};

/** The request: why, which copy and how many (§9's copy fees), and how it is received. */
const request = (relation: CivilRecord['relation']): StepDefinition => ({
  id: 'request',
  title: { en: 'Request', fil: 'Kahilingan' },
  items: [
    field('relation', relation.label.en, relation.label.fil, 'required', {
      kind: 'select',
      options: relation.options,
    }),
    field('purpose', 'Purpose', 'Layunin', 'required', { kind: 'select', options: CIVIL_REGISTRY_PURPOSES }),
    field('purpose_details', 'Other Purpose', 'Ibang Layunin', `required_if:${OTHER_PURPOSE}|max_150_char`, {
      when: OTHER_PURPOSE,
    }),
    field('copy_type', 'Copy Type', 'Uri ng Kopya', 'required', { kind: 'select', options: COPY_TYPES }),
    field('number_of_copies', 'Number of Copies', 'Bilang ng Kopya', 'required|integer|between1-10', {
      kind: 'integer',
    }),
    field('lcr_form_1a', 'LCR FORM 1-A', 'LCR FORM 1-A', '', {
      kind: 'checkbox',
      hint: {
        en: 'A certified transcription of the record on the registry’s form, which the DFA and embassies ask for (₱100.00 more).',
        fil: 'Sertipikadong transkripsyon ng rekord sa form ng rehistro, na hinihingi ng DFA at mga embahada (dagdag na ₱100.00).',
      },
    }),
    field('release_mode', 'Pick-up or Delivery', 'Kukunin o Ihahatid', 'required', {
      kind: 'select',
      options: RELEASE_MODES,
      hint: {
        en: 'A delivery is brought to the address you gave.',
        fil: 'Ihahatid sa tirahang ibinigay mo.',
      },
    }),
  ],
});

/**
 * A certified copy of a civil registry record (PSA BIRTH, DEATH, MARRIAGE CERTIFICATE, §2.8):
 * whose record, the requester, the request (relation, purpose, copy type, copies, LCR FORM 1-A,
 * pick-up or delivery) and a valid ID. The Local Civil Registry Office reviews it (returns or
 * approves it); approved, it is billed at once by the fee rule `civil-registry-copy` (§9); paid,
 * the office prints it (the applicant is texted), then hands it over the way the applicant chose
 * and releases it with its release record (docs/decisions.md).
 */
export const civilRegistryCopy = (record: CivilRecord): ApplicationDefinition => ({
  route: record.route,
  moduleType: 'PSA',
  transactionType: record.transactionType,
  catalogue: {
    module: {
      description: { en: 'Civil Registry Documents', fil: 'Mga Dokumento ng Sibil na Rehistro' },
      category: 'E-Services',
      icon: 'civil-registry',
    },
    type: { fil: record.typeFil },
  },
  title: record.title,
  steps: [
    { id: 'record', ...record.record },
    REQUESTER,
    request(record.relation),
    REQUIREMENTS_STEP,
    REVIEW_STEP,
  ],
  requirements: [
    VALID_ID,
    {
      code: 'authorization_letter',
      label: { en: 'Authorization Letter', fil: 'Authorization Letter' },
      required: true,
      when: REPRESENTED,
    },
  ],
  subject: { kind: 'person', identity: record.identity },
  fees: 'civil-registry-copy',
  workflow: {
    payment: 'assessed',
    handover: ['pick-up', 'delivery'],
    handoverChoice: 'release_mode',
    // Approved, the copy is billed by the schedule at once; printing and handing over are the office's.
    automatic: { assess: true },
  },
  offices: ['civil-registry'],
  summary: record.summary,
  notices: {
    'FOR PRINTING': {
      en: 'Your request {reference} for a certified copy is paid and the copy is being printed. We will text you once it is printed.',
      fil: 'Bayad na ang iyong kahilingan {reference} para sa sertipikadong kopya at ipini-print na ito. Magte-text kami kapag na-print na.',
    },
    'FOR PICK-UP': {
      en: 'Your certified copy for request {reference} is printed and ready for pick-up at the Civil Registry Office. Please bring a valid ID.',
      fil: 'Na-print na at handa nang kunin sa Tanggapan ng Sibil na Rehistro ang iyong sertipikadong kopya para sa kahilingan {reference}. Magdala ng valid ID.',
    },
    'FOR DELIVERY': {
      en: 'Your certified copy for request {reference} is printed and out for delivery to the address you gave.',
      fil: 'Na-print na at ipinadala na sa tirahang ibinigay mo ang iyong sertipikadong kopya para sa kahilingan {reference}.',
    },
    RELEASED: {
      en: 'Your certified copy for request {reference} is released. Its release record is in your transaction history.',
      fil: 'Nailabas na ang iyong sertipikadong kopya para sa kahilingan {reference}. Nasa iyong kasaysayan ng transaksyon ang talaan ng paglabas nito.',
    },
  },
  numberPrefix: record.numberPrefix,
  issues: record.issues,
});

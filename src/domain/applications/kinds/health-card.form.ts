import { VALID_IDS } from '../../options/valid-ids';
import {
  BLOOD_TYPES,
  EYE_COLOURS,
  EYE_COLOUR_WORDS,
  HAIR_COLOURS,
  HAIR_COLOUR_WORDS,
  IDENTIFYING_MARKS,
  IDENTIFYING_MARK_WORDS,
  SECOND_IDS,
  SECOND_ID_WORDS,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_WORDS,
} from '../../options/person-details-options';
import { CIVIL_STATUSES, CIVIL_STATUS_WORDS } from '../../options/person-options';
import type { Wordings } from '../../options/wording';
import type { ApplicationDefinition, FieldDefinition, StepDefinition } from '../application-definition';
import { HEALTH_CARD_LAB, laboratoryStep } from './health-card.laboratory';
import { field, nameFields, PERSON_IDENTITY, REVIEW_STEP, VALID_ID, SUFFIX } from '../form-parts';
import { ID_FORMAT_RULES } from '../../validation/id-format-rules';
import { registerRuleGroup } from '../../validation/rule-registry';

// The employer's BIN rule (btax_bin) is an id format, a group outside the engine's core.
registerRuleGroup(ID_FORMAT_RULES);

// What the health certificates (HC) and occupational health permits (OHP) share: one health card
// for a worker, by the colour of their work, after the city laboratory's tests. Each kind's own
// file adds its work step and its catalogue entry (a file with a second dot is not a kind).

const worded = <T extends string>(values: readonly T[], words: Wordings<T>) =>
  values.map((value) => ({ value, label: words[value] }));
const same = (values: readonly string[]) =>
  values.map((value) => ({ value, label: { en: value, fil: value } }));

/**
 * §3's health cards: the card's colour is the work's — food handlers white, other workers green,
 * entertainment establishment workers pink (the Sanitation Code's food and entertainment rules).
 */
export const HEALTH_CARDS = [
  {
    value: 'WHITE_CARD',
    label: { en: 'White card (food handlers)', fil: 'Puting kard (humahawak ng pagkain)' },
  },
  {
    value: 'GREEN_CARD',
    label: { en: 'Green card (non-food handlers)', fil: 'Berdeng kard (hindi humahawak ng pagkain)' },
  },
  {
    value: 'PINK_CARD',
    label: {
      en: 'Pink card (entertainment establishment workers)',
      fil: 'Rosas na kard (manggagawa sa libangan)',
    },
  },
] as const;

/** How Select Transaction offers the health certificates (HC), when the LGU's catalogue lacks them. */
export const HEALTH_CERTIFICATE_MODULE = {
  description: { en: 'Health Certificate', fil: 'Sertipiko ng Kalusugan' },
  category: 'E-Services',
  icon: 'health-certificate',
} as const;

/** How Select Transaction offers the occupational health permits (OHP). */
export const OCCUPATIONAL_HEALTH_MODULE = {
  description: { en: 'Occupational Health Permit', fil: 'Permiso sa Kalusugan sa Trabaho' },
  category: 'E-Services',
  icon: 'occupational-health',
} as const;

/** A business's worker names the employer by its BIN (`bin-in-bpls-billing` checks it) and name. */
export const employerFields = (): FieldDefinition[] => [
  field(
    'employer_bin',
    "Employer's Business Identification Number (BIN)",
    'BIN ng Employer',
    'required|btax_bin',
    {
      placeholder: '000-00-0000-0000000',
    },
  ),
  field(
    'employer_name',
    "Employer's Business Name",
    'Pangalan ng Negosyo ng Employer',
    'required|max_150_char',
  ),
];

const DATE = 'mask:^\\d{4}-\\d{2}-\\d{2}$~YYYY-MM-DD';
const MARKED = IDENTIFYING_MARKS.filter((m) => m !== 'NONE').map((m) => `identifying_marks=${m}`);

const applicant: StepDefinition = {
  id: 'applicant',
  title: { en: 'Applicant', fil: 'Aplikante' },
  items: [
    ...nameFields(),
    SUFFIX,
    field('birthdate', 'Date of Birth', 'Petsa ng Kapanganakan', `required|${DATE}`, {
      placeholder: 'YYYY-MM-DD',
    }),
    field('gender', 'Sex', 'Kasarian', 'required', { kind: 'select', options: 'genders' }),
    field('civil_status', 'Civil Status', 'Katayuang Sibil', 'required', {
      kind: 'select',
      options: worded(CIVIL_STATUSES, CIVIL_STATUS_WORDS),
    }),
    { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Tirahan' }, profile: true },
    field('street', 'House No. / Street', 'Numero ng Bahay / Kalye', 'required|max_150_char'),
  ],
};

const description: StepDefinition = {
  id: 'description',
  title: { en: 'Personal Description', fil: 'Paglalarawan sa Sarili' },
  items: [
    field('height_cm', 'Height (cm)', 'Taas (cm)', 'required|integer|number_range:50-250', {
      kind: 'integer',
    }),
    field('weight_kg', 'Weight (kg)', 'Timbang (kg)', 'required|integer|number_range:10-300', {
      kind: 'integer',
    }),
    field('blood_type', 'Blood Type (if known)', 'Blood Type (kung alam)', '', {
      kind: 'select',
      options: same(BLOOD_TYPES),
    }),
    field('hair_colour', 'Hair Colour', 'Kulay ng Buhok', 'required', {
      kind: 'select',
      options: worded(HAIR_COLOURS, HAIR_COLOUR_WORDS),
    }),
    field('eye_colour', 'Eye Colour', 'Kulay ng Mata', 'required', {
      kind: 'select',
      options: worded(EYE_COLOURS, EYE_COLOUR_WORDS),
    }),
    field('identifying_marks', 'Identifying Marks', 'Palatandaan sa Katawan', 'required', {
      kind: 'select',
      options: worded(IDENTIFYING_MARKS, IDENTIFYING_MARK_WORDS),
    }),
    field(
      'identifying_marks_location',
      'Where the Mark Is',
      'Kinaroroonan ng Palatandaan',
      'required|max_100_char',
      {
        when: MARKED,
      },
    ),
  ],
};

/** The work every health card asks about; a kind adds what its workplace is. */
export const workFields = (): FieldDefinition[] => [
  field('card_type', 'Health Card (by the work you do)', 'Health Card (ayon sa iyong trabaho)', 'required', {
    kind: 'select',
    options: HEALTH_CARDS,
  }),
  field('occupation', 'Occupation / Position', 'Trabaho / Posisyon', 'required|max_100_char'),
  field('employment_type', 'Employment Type', 'Uri ng Trabaho', 'required', {
    kind: 'select',
    options: worded(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_WORDS),
  }),
];

const papers: StepDefinition = {
  id: 'requirements',
  title: { en: 'Requirements', fil: 'Mga Requirement' },
  requirements: true,
  items: [
    field('valid_id_type', 'Valid ID to Present', 'Valid ID na Ipapakita', 'required', {
      kind: 'select',
      options: same(VALID_IDS),
    }),
    field('second_id_type', 'Second ID (if any)', 'Ikalawang ID (kung mayroon)', '', {
      kind: 'select',
      options: worded(SECOND_IDS, SECOND_ID_WORDS),
    }),
  ],
};

/** What a health card kind says of itself; the rest is shared. */
export interface HealthCardKind extends Pick<
  ApplicationDefinition,
  'route' | 'moduleType' | 'transactionType' | 'catalogue' | 'title' | 'fees' | 'numberPrefix'
> {
  /** Where the worker works: the kind's own questions, after the card and occupation. */
  workplace: readonly FieldDefinition[];
  /** Named pre-checks (an employer the city bills). */
  preChecks?: readonly string[];
}

/**
 * A health card kind: the applicant, their description, their work and its card, the laboratory
 * tests asked for, a valid ID, and review. The office reviews it and sends it to the laboratory;
 * once every test has passed the certificate is generated and billed by the schedule, and once
 * paid the card is issued with its QR (`health-card`).
 */
export const healthCardKind = (kind: HealthCardKind): ApplicationDefinition => ({
  route: kind.route,
  moduleType: kind.moduleType,
  transactionType: kind.transactionType,
  catalogue: kind.catalogue,
  title: kind.title,
  steps: [
    applicant,
    description,
    { id: 'work', title: { en: 'Work', fil: 'Trabaho' }, items: [...workFields(), ...kind.workplace] },
    laboratoryStep,
    papers,
    REVIEW_STEP,
  ],
  requirements: [VALID_ID],
  subject: {
    kind: 'person',
    identity: PERSON_IDENTITY,
    ...(kind.preChecks && { preChecks: kind.preChecks }),
  },
  fees: kind.fees,
  workflow: { payment: 'assessed', lab: HEALTH_CARD_LAB, automatic: { assess: true, release: true } },
  offices: ['health'],
  summary: ['last_name', 'first_name', 'occupation'],
  numberPrefix: kind.numberPrefix,
  issues: 'health-card',
});

import type { FieldDefinition, RequirementDefinition, StepDefinition } from './application-definition';

/**
 * The parts many application forms ask alike (issue 26: a kind is its definition; what the kinds
 * share is written once here, never in a kind's file).
 */

/** A question of a form: its name, English and Filipino labels, §5 rules. */
export const field = (
  name: string,
  en: string,
  fil: string,
  rules: string,
  more: Omit<FieldDefinition, 'name' | 'label' | 'rules'> = {},
): FieldDefinition => ({ name, label: { en, fil }, rules, ...more });

/** A person's name part (§5 text rule, 50 characters). */
export const NAME = 'text_vapt|max_50_char';
/** A date as the forms take it. */
export const DATE = 'required|mask:^\\d{4}-\\d{2}-\\d{2}$~YYYY-MM-DD';
export const DATE_PLACEHOLDER = { placeholder: 'YYYY-MM-DD' };

/** First, middle and last name: the applicant's own, started from the completed profile. */
export const nameFields = (): FieldDefinition[] => [
  field('first_name', 'First Name', 'Pangalan', `required|${NAME}`),
  field('middle_name', 'Middle Name', 'Gitnang Pangalan', NAME),
  field('last_name', 'Last Name', 'Apelyido', `required|${NAME}`),
];

/** The suffix of a name (Jr., Sr., III …), from §3's list. */
export const SUFFIX = field('extension_name', 'Suffix', 'Suffix', '', {
  kind: 'select',
  options: 'name-suffixes',
});

/** The date of birth; `moreRules` after the date's own (e.g. '|min_age:60'), `more` beside its placeholder. */
export const birthdateField = (
  moreRules = '',
  more: Omit<FieldDefinition, 'name' | 'label' | 'rules'> = {},
): FieldDefinition =>
  field('birthdate', 'Date of Birth', 'Petsa ng Kapanganakan', `${DATE}${moreRules}`, {
    ...DATE_PLACEHOLDER,
    ...more,
  });

/** A person as a kind's subject names them. */
export const PERSON_IDENTITY = ['last_name', 'first_name', 'middle_name', 'birthdate'];

/** The step that asks for the definition's requirement uploads. */
export const REQUIREMENTS_STEP: StepDefinition = {
  id: 'requirements',
  title: { en: 'Requirements', fil: 'Mga Requirement' },
  requirements: true,
};

/** The last step: the applicant certifies what the form says. */
export const REVIEW_STEP: StepDefinition = {
  id: 'review',
  title: { en: 'Review and Submit', fil: 'Suriin at Ipasa' },
  items: [
    field(
      'certified',
      'I certify that the information given is true',
      'Pinatutunayan kong totoo ang impormasyong ibinigay',
      'bool_true',
      { kind: 'checkbox' },
    ),
  ],
};

/** A valid ID, the upload most kinds ask for. */
export const VALID_ID: RequirementDefinition = {
  code: 'valid_id',
  label: { en: 'Valid ID', fil: 'Valid ID' },
  required: true,
};

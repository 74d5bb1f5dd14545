import { formatCentavos } from '../money/centavos';

// Messages the spec (§5) fixes word for word are constants here; the rest are ours and name the
// expected format so the resident can correct the value without guessing.

/** The login form's own message for an empty mobile number (§5); pass it through compileRules' `messages`. */
export const MOBILE_NUMBER_REQUIRED_MESSAGE = 'Mobile Number is required.';

// '₱100,000' for whole pesos, '₱999,999,999,999.99' otherwise, as in §5's max_bill_amount message.
export const pesoLimit = (centavos: number): string =>
  formatCentavos(centavos, { sign: true }).replace(/\.00$/, '');

/** Every message a §5 rule can give, in one language; `label` is already in that language. */
export interface RuleMessages {
  required(label: string): string;
  email: string;
  /** `examples` are masks ('000-000-000') or the words of `digits` / `lettersOrDigits`. */
  format(label: string, examples: readonly string[]): string;
  digits(count: number): string;
  lettersOrDigits(count: number): string;
  maxAmount(centavos: number): string;
  minAmount(centavos: number): string;
  notAnAmount(label: string): string;
  minChars(label: string, min: number): string;
  maxChars(label: string, max: number): string;
  minCharsOrItems(label: string, min: number): string;
  minDigits(label: string, min: number): string;
  digitsOnly(label: string, max: number): string;
  between(label: string, min: number, max: number): string;
  number(label: string): string;
  wholeNumber(label: string): string;
  atLeast(label: string, min: number): string;
  accepted(label: string): string;
  list(label: string): string;
  password(label: string, minLength: number): string;
  nameText(label: string): string;
  date(label: string): string;
  minAge(label: string, years: number): string;
  match(label: string, other: string): string;
  notAForm: string;
}

/** The English messages: the spec's exact wording where it has one. */
export const ENGLISH_RULE_MESSAGES: RuleMessages = {
  // §5, used by required and required_if.
  required: (label) => `${label} field is Required`,
  // §5.
  email: 'Must be a valid Email',
  // The fixed-format rules: '{Label} must be in the format 000-000-000'.
  format: (label, examples) => `${label} must be in the format ${examples.join(' or ')}`,
  digits: (count) => `${count} digits`,
  lettersOrDigits: (count) => `${count} letters or digits`,
  // §5's max_bill_amount wording, reused for every maximum: 'Value must be less than or equal to ₱100,000'.
  maxAmount: (centavos) => `Value must be less than or equal to ${pesoLimit(centavos)}`,
  // The ₱100 message of §5, reused for every minimum.
  minAmount: (centavos) => `Value must be greater than or equal to ${pesoLimit(centavos)}`,
  notAnAmount: (label) => `${label} must be an amount with at most two decimals`,
  minChars: (label, min) => `${label} must be at least ${min} characters`,
  maxChars: (label, max) => `${label} must not be more than ${max} characters`,
  minCharsOrItems: (label, min) => `${label} must have at least ${min} characters or items`,
  minDigits: (label, min) => `${label} must be at least ${min} digits`,
  digitsOnly: (label, max) => `${label} must be digits only, at most ${max}`,
  between: (label, min, max) => `${label} must be between ${min} and ${max}`,
  number: (label) => `${label} must be a number`,
  wholeNumber: (label) => `${label} must be a whole number`,
  atLeast: (label, min) => `${label} must be at least ${min}`,
  accepted: (label) => `${label} must be accepted`,
  list: (label) => `${label} must be a list`,
  password: (label, minLength) =>
    `${label} must have at least ${minLength} characters, with an uppercase and a lowercase letter, a number and a symbol`,
  nameText: (label) => `${label} may only contain letters, spaces, dots and ñ`,
  date: (label) => `${label} must be a valid date (MM/DD/YYYY)`,
  minAge: (label, years) => `${label} must be at least ${years} years ago`,
  match: (label, other) => `${label} must match ${other}`,
  notAForm: 'Expected the form fields as an object',
};

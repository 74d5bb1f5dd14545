import { formatCentavos } from '../money/centavos';

// Messages the spec (§5) fixes word for word are constants here; the rest are ours and name the
// expected format so the resident can correct the value without guessing.

/** '{Label} field is Required' (§5), used by required and required_if. */
export const requiredMessage = (label: string): string => `${label} field is Required`;

/** §5's e-mail message. */
export const EMAIL_MESSAGE = 'Must be a valid Email';

/** The login form's own message for an empty mobile number (§5); pass it through compileRules' `messages`. */
export const MOBILE_NUMBER_REQUIRED_MESSAGE = 'Mobile Number is required.';

/** '{Label} must be in the format 000-000-000' for the fixed-format rules. */
export const formatMessage = (label: string, ...examples: string[]): string =>
  `${label} must be in the format ${examples.join(' or ')}`;

// '₱100,000' for whole pesos, '₱999,999,999,999.99' otherwise, as in §5's max_bill_amount message.
const pesoLimit = (centavos: number): string => formatCentavos(centavos, { sign: true }).replace(/\.00$/, '');

/** 'Value must be less than or equal to ₱100,000' (§5 wording, reused for every maximum). */
export const maxAmountMessage = (centavos: number): string =>
  `Value must be less than or equal to ${pesoLimit(centavos)}`;

/** 'Value must be greater than or equal to ₱100' (the ₱100 message of §5, reused for every minimum). */
export const minAmountMessage = (centavos: number): string =>
  `Value must be greater than or equal to ${pesoLimit(centavos)}`;

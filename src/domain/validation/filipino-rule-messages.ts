import { pesoLimit } from './rule-messages';
import type { RuleMessages } from './rule-messages';

// Filipino as a barangay office writes it: the sentence leads with what must be true ('Dapat…',
// 'Kailangan…'), then the field. Masks, peso amounts and names of IDs stay as they are.

/** The Filipino messages of the §5 rules, one for each English message. */
export const FILIPINO_RULE_MESSAGES: RuleMessages = {
  required: (label) => `Kailangan ang ${label}`,
  email: 'Dapat tamang Email ang ilagay',
  format: (label, examples) => `Dapat nasa anyong ${examples.join(' o ')} ang ${label}`,
  digits: (count) => `${count} digit`,
  lettersOrDigits: (count) => `${count} titik o digit`,
  maxAmount: (centavos) => `Dapat hindi hihigit sa ${pesoLimit(centavos)} ang halaga`,
  minAmount: (centavos) => `Dapat hindi bababa sa ${pesoLimit(centavos)} ang halaga`,
  notAnAmount: (label) => `Dapat halaga ang ${label}, na may hanggang dalawang decimal lamang`,
  minChars: (label, min) => `Dapat hindi bababa sa ${min} na character ang ${label}`,
  maxChars: (label, max) => `Dapat hindi hihigit sa ${max} na character ang ${label}`,
  minCharsOrItems: (label, min) => `Dapat may hindi bababa sa ${min} na character o pinili ang ${label}`,
  minDigits: (label, min) => `Dapat hindi bababa sa ${min} na digit ang ${label}`,
  digitsOnly: (label, max) => `Dapat digit lamang ang ${label}, hanggang ${max}`,
  between: (label, min, max) => `Dapat nasa pagitan ng ${min} at ${max} ang ${label}`,
  number: (label) => `Dapat numero ang ${label}`,
  wholeNumber: (label) => `Dapat buong numero ang ${label}`,
  atLeast: (label, min) => `Dapat hindi bababa sa ${min} ang ${label}`,
  accepted: (label) => `Kailangang sumang-ayon sa ${label}`,
  list: (label) => `Dapat listahan ang ${label}`,
  password: (label, minLength) =>
    `Dapat may hindi bababa sa ${minLength} na character ang ${label}, may malaking titik, maliit na titik, numero at simbolo`,
  nameText: (label) => `Mga titik, espasyo, tuldok at ñ lamang ang puwede sa ${label}`,
  date: (label) => `Dapat tamang petsa ang ${label} (MM/DD/YYYY)`,
  minAge: (label, years) => `Dapat hindi bababa sa ${years} taon na ang nakalipas ang ${label}`,
  match: (label, other) => `Dapat kapareho ng ${other} ang ${label}`,
  notAForm: 'Hindi tamang form ang ipinadala',
};

/**
 * The Filipino of the messages forms pass through compileRules' `messages`, by their English
 * text; a message not listed stays in English.
 */
export const FILIPINO_FORM_MESSAGES: Readonly<Record<string, string>> = {
  'Mobile Number is required.': 'Kailangan ang Numero ng Mobile.',
  'Please choose a valid ID from the list': 'Pumili ng valid ID mula sa listahan',
  'Transaction Type must be QUARTERLY or DELINQUENT': 'Dapat QUARTERLY o DELINQUENT ang Uri ng Transaksyon',
  'Please choose an incident type from the list': 'Pumili ng uri ng insidente mula sa listahan',
  'Description must not be more than 1000 characters':
    'Hindi dapat lumampas sa 1000 character ang Paglalarawan',
  'Please choose a priority group from the list': 'Pumili ng pangkat na prayoridad mula sa listahan',
  'Please choose an employment type from the list': 'Pumili ng uri ng trabaho mula sa listahan',
};

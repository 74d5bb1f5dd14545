import { PASSWORD_MIN_LENGTH } from '../constants/auth';
import { needArg, noArg, patternRule, toText } from './rule';
import type { RuleFactory } from './rule';

const EMAIL = /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+$/i;
// A symbol is anything that is not a letter, a digit or white space.
const PASSWORD = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s]).{${PASSWORD_MIN_LENGTH},}$`,
);

// MM/DD/YYYY that exists on the calendar (02/30/2024 does not).
function isCalendarDate(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCFullYear() === year;
}

// `mask:{regex}~{example}`: the regex comes from configuration (e.g. BTAX_BIN_REGEX), so a bad one
// must fail when the form is compiled, which `new RegExp` does by throwing.
const mask: RuleFactory = (arg) => {
  const text = needArg(arg);
  const cut = text.lastIndexOf('~');
  if (cut <= 0 || cut === text.length - 1) throw new Error('needs {regex}~{example}');
  const regex = new RegExp(text.slice(0, cut));
  const example = text.slice(cut + 1);
  return {
    test: (value) => regex.test(toText(value) ?? ''),
    message: (label, _value, _labelOf, m) => m.format(label, [example]),
  };
};

/** Text rules of §5: e-mail, password, names (text_vapt), dates and configured masks. */
export const TEXT_RULES: Record<string, RuleFactory> = {
  email: patternRule([EMAIL], (_label, m) => m.email),
  password: patternRule([PASSWORD], (label, m) => m.password(label, PASSWORD_MIN_LENGTH)),
  text_vapt: patternRule([/^[A-Za-zÑñ. ]+$/], (label, m) => m.nameText(label)),
  date: noArg({
    test: (value) => isCalendarDate(toText(value) ?? ''),
    message: (label, _value, _labelOf, m) => m.date(label),
  }),
  mask,
};

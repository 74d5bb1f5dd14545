import { manilaDateParts } from '../format/manila-date';
import { needArg, toText } from './rule';
import type { RuleFactory } from './rule';

// A birth date as the forms take it (YYYY-MM-DD, the profile's) or as §5's date rule writes it
// (MM/DD/YYYY); anything else is the format rule's to refuse, not this one's.
function birthParts(text: string): { year: number; month: number; day: number } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  if (us) return { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) };
  return null;
}

/** Whole years from a birth date to today in Manila (a birthday counts from its morning). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const now = manilaDateParts(today);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * `min_age:{years}`: a birth date at least that many years ago, today in Manila (a senior
 * citizen is 60 or older, RA 9994). Beside §5's rules because an eligibility by age is a rule of
 * the form the server must check as the browser does; an unreadable date passes here (its format
 * rule speaks).
 */
export const AGE_RULES: Record<string, RuleFactory> = {
  min_age: (arg) => {
    const years = Number(needArg(arg));
    if (!Number.isInteger(years) || years < 1) throw new Error(`"${arg ?? ''}" is not a number of years`);
    return {
      test: (value) => {
        const birth = birthParts(toText(value) ?? '');
        return birth === null || ageOn(birth, new Date()) >= years;
      },
      message: (label, _value, _labelOf, m) => m.minAge(label, years),
    };
  },
};

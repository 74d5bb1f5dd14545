import { NAME_SUFFIXES } from '../options/person-options';
import type { Bilingual } from './application-definition';

/** One choice of a named list, in both languages. */
export interface ApplicationOption {
  value: string;
  label: Bilingual;
}

const same = (value: string): ApplicationOption => ({ value, label: { en: value, fil: value } });

/**
 * The option lists definitions name that are fixed by §3. The value is what is sent; ownership
 * kinds are sent as the organisation type and shown as §3 shows them.
 */
export const STATIC_OPTION_LISTS: Readonly<Record<string, readonly ApplicationOption[]>> = {
  'ownership-kinds': [
    { value: 'SOLE PROPRIETORSHIP', label: { en: 'Sole Proprietorship', fil: 'Sole Proprietorship' } },
    {
      value: 'ONE PERSON CORPORATION',
      label: { en: 'One person Corporation', fil: 'One person Corporation' },
    },
    { value: 'PARTNERSHIP', label: { en: 'Partnership', fil: 'Partnership' } },
    { value: 'CORPORATION', label: { en: 'Corporation', fil: 'Korporasyon' } },
    { value: 'COOPERATIVE', label: { en: 'Cooperative', fil: 'Kooperatiba' } },
  ],
  genders: [
    { value: 'FEMALE', label: { en: 'FEMALE', fil: 'BABAE' } },
    { value: 'MALE', label: { en: 'MALE', fil: 'LALAKI' } },
  ],
  'name-suffixes': NAME_SUFFIXES.map(same),
  // §3 yes/no: 1/0.
  'yes-no': [
    { value: '1', label: { en: 'Yes', fil: 'Oo' } },
    { value: '0', label: { en: 'No', fil: 'Hindi' } },
  ],
  // Business permit kinds (change request, quarterly): what changes, up to which quarter one pays.
  'permit-changes': [
    {
      value: 'CHANGE OF BUSINESS NAME',
      label: { en: 'Change of Business Name', fil: 'Pagpapalit ng Pangalan ng Negosyo' },
    },
    { value: 'CHANGE OF ADDRESS', label: { en: 'Change of Address', fil: 'Paglipat ng Address' } },
    { value: 'CHANGE OF OWNERSHIP', label: { en: 'Change of Ownership', fil: 'Pagpapalit ng May-ari' } },
    {
      value: 'ADDITIONAL LINE OF BUSINESS',
      label: { en: 'Additional Line of Business', fil: 'Dagdag na Uri ng Negosyo' },
    },
    {
      value: 'CHANGE OF LINE OF BUSINESS',
      label: { en: 'Change of Line of Business', fil: 'Pagpapalit ng Uri ng Negosyo' },
    },
  ],
  quarters: [
    {
      value: '1',
      label: { en: 'Up to the 1st Quarter (to March)', fil: 'Hanggang Unang Kwarter (hanggang Marso)' },
    },
    {
      value: '2',
      label: { en: 'Up to the 2nd Quarter (to June)', fil: 'Hanggang Ikalawang Kwarter (hanggang Hunyo)' },
    },
    {
      value: '3',
      label: {
        en: 'Up to the 3rd Quarter (to September)',
        fil: 'Hanggang Ikatlong Kwarter (hanggang Setyembre)',
      },
    },
    {
      value: '4',
      label: {
        en: 'Up to the 4th Quarter (the whole year)',
        fil: 'Hanggang Ikaapat na Kwarter (buong taon)',
      },
    },
  ],
};

/**
 * Lists the LGU keeps (§7.4 look-ups), by the path that serves them; each item's `name` is both
 * its value and its label. The server checks a value against its own table, the web against
 * what it loaded.
 */
export const REMOTE_OPTION_LISTS: Readonly<Record<string, string>> = {
  citizenships: '/api/v1/taxpayers/citizenships',
  'line-businesses': '/api/v1/taxpayers/line_businesses',
};

/** A field's options as a definition gives them: a list's name, or the kind's own choices. */
export type OptionsOf = string | readonly ApplicationOption[];

/** The choices with their words where the definition knows them: its own, or a fixed list's (not a remote one). */
export const fixedOptions = (options: OptionsOf): readonly ApplicationOption[] | undefined =>
  typeof options === 'string' ? STATIC_OPTION_LISTS[options] : options;

/** The values a field's options allow where they are known (a remote list's come from `remote`). */
export function optionValues(
  options: OptionsOf,
  remote: (name: string) => readonly string[] | undefined = () => undefined,
): readonly string[] | undefined {
  const fixed = fixedOptions(options);
  return fixed ? fixed.map((o) => o.value) : typeof options === 'string' ? remote(options) : undefined;
}

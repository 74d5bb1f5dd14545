import {
  isGroup,
  isPlaces,
  placeFields,
  type ApplicationDefinition,
  type FieldDefinition,
} from './application-definition';
import { optionValues } from './application-options';

/** The profile's own fields a form field of the same name starts from (DESIGN.md, issue 27). */
const PERSON_FIELDS = new Set([
  'first_name',
  'middle_name',
  'last_name',
  'extension_name',
  'birthdate',
  'email',
  'mobile_number',
]);
const PROFILE_PLACES = ['region_code', 'province_code', 'municipality_code', 'barangay_code'];

/** The profile's value as the field's rules take it: its 639… mobile as 09… where the field asks that. */
function adapt(field: FieldDefinition, value: string): string | undefined {
  const local = /(^|\|)mobile_number(\||$)/.test(field.rules) && /^63(9\d{9})$/.exec(value);
  const adapted = local ? `0${local[1] ?? ''}` : value;
  // A choice the field's list does not offer is left for the applicant to make.
  const allowed = field.options ? optionValues(field.options) : undefined;
  return allowed && !allowed.includes(adapted) ? undefined : adapted;
}

/**
 * What a new form of a kind starts with from the applicant's completed profile: each top-level
 * field that names a profile field (`profile`) or is named like one of the person's own, and a
 * place cascade marked as the applicant's own address. Nothing the profile leaves empty.
 */
export function prefillFromProfile(
  definition: ApplicationDefinition,
  profile: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const text = (key: string) => {
    const value = profile[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const start: Record<string, string> = {};
  for (const item of definition.steps.flatMap((s) => s.items ?? [])) {
    if (isGroup(item)) continue;
    if (isPlaces(item)) {
      if (!item.profile) continue;
      placeFields(item).forEach((name, i) => {
        const value = text(PROFILE_PLACES[i] ?? '');
        if (value) start[name] = value;
      });
      continue;
    }
    const key = item.profile ?? (PERSON_FIELDS.has(item.name) ? item.name : undefined);
    const value = key && text(key);
    const adapted = value && adapt(item, value);
    if (adapted) start[item.name] = adapted;
  }
  return start;
}

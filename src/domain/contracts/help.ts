import * as v from 'valibot';
import { manilaDateParts, parseManilaDate } from '../format/manila-date';
import { CIVIL_STATUSES, GENDERS } from '../options/person-options';
import type { CompileOptions } from '../validation/compile-rules';
import type { Wordings } from '../options/wording';
import { optional } from '../validation/optional';
import { listOf, oneOf, resourceOf } from './json-api';
import { ID_FORMAT_RULES } from '../validation/id-format-rules';
import { registerRuleGroup } from '../validation/rule-registry';

// philhealth is an id format, a group outside the engine's core: the form and the server
// that use these rules load it with them.
registerRuleGroup(ID_FORMAT_RULES);

// E-Help (§2.9): incident reports and immunization registration. The option lists are §3's,
// spelt as listed; the same rules check the forms and the server's requests (§5).

/**
 * What a resident reports to the city (issue 30): street-level problems, not §3's workplace-safety
 * categories ('Lost time Injury'), which no resident reporting a pothole would look for
 * (docs/decisions.md). Stored by code; shown in the reader's language.
 */
export const INCIDENT_TYPES = [
  'POTHOLE',
  'STREETLIGHT',
  'FLOODING',
  'GARBAGE',
  'ILLEGAL_DUMPING',
  'NOISE',
  'FALLEN_TREE',
  'STRAY_ANIMALS',
  'WATER_LEAK',
  'FIRE_HAZARD',
  'OTHERS',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

/** Each incident type as the form, the resident's list and the acknowledging SMS say it. */
export const INCIDENT_TYPE_WORDS: Wordings<IncidentType> = {
  POTHOLE: { en: 'Pothole or damaged road', fil: 'Lubak o sirang kalsada' },
  STREETLIGHT: { en: 'Streetlight not working', fil: 'Sirang ilaw sa kalye' },
  FLOODING: { en: 'Flooding or clogged drainage', fil: 'Baha o baradong kanal' },
  GARBAGE: { en: 'Garbage not collected', fil: 'Hindi nakolektang basura' },
  ILLEGAL_DUMPING: { en: 'Illegal dumping or burning', fil: 'Ilegal na pagtatapon o pagsusunog ng basura' },
  NOISE: { en: 'Noise disturbance', fil: 'Istorbong ingay' },
  FALLEN_TREE: { en: 'Fallen tree or blocked road', fil: 'Natumbang puno o nakaharang sa daan' },
  STRAY_ANIMALS: { en: 'Stray animals', fil: 'Mga hayop na pagala-gala' },
  WATER_LEAK: { en: 'Water leak or no water', fil: 'Tagas ng tubig o walang tubig' },
  FIRE_HAZARD: { en: 'Fire hazard', fil: 'Panganib ng sunog' },
  OTHERS: { en: 'Others', fil: 'Iba pa' },
};

/** §3 vaccination priority groups. */
export const VACCINATION_PRIORITY_GROUPS = [
  'Health Worker',
  'Seniors (Indigent)',
  'Seniors',
  'PWD',
  'Indigent',
  'Non-Medical Frontliner',
  'Uniform Personnel',
  'General Public',
  'Others',
] as const;

/** §3 employment types. */
export const EMPLOYMENT_TYPES = [
  'Government Employee',
  'Private Employee',
  'Self-Employed',
  'Private Practitioner',
  'Others',
] as const;

/** Each priority group in the reader's language (the form, the registration e-mail). */
export const PRIORITY_GROUP_WORDS: Wordings<(typeof VACCINATION_PRIORITY_GROUPS)[number]> = {
  'Health Worker': { en: 'Health Worker', fil: 'Manggagawang pangkalusugan' },
  'Seniors (Indigent)': { en: 'Seniors (Indigent)', fil: 'Nakatatanda (indigent)' },
  Seniors: { en: 'Seniors', fil: 'Nakatatanda' },
  PWD: { en: 'PWD', fil: 'PWD (may kapansanan)' },
  Indigent: { en: 'Indigent', fil: 'Indigent (mahirap)' },
  'Non-Medical Frontliner': { en: 'Non-Medical Frontliner', fil: 'Frontliner na hindi medikal' },
  'Uniform Personnel': { en: 'Uniform Personnel', fil: 'Unipormadong tauhan' },
  'General Public': { en: 'General Public', fil: 'Pangkalahatang publiko' },
  Others: { en: 'Others', fil: 'Iba pa' },
};

/** Each employment type in the reader's language. */
export const EMPLOYMENT_TYPE_WORDS: Wordings<(typeof EMPLOYMENT_TYPES)[number]> = {
  'Government Employee': { en: 'Government Employee', fil: 'Empleyado ng gobyerno' },
  'Private Employee': { en: 'Private Employee', fil: 'Empleyado ng pribadong kumpanya' },
  'Self-Employed': { en: 'Self-Employed', fil: 'May sariling hanapbuhay' },
  'Private Practitioner': { en: 'Private Practitioner', fil: 'Pribadong propesyonal' },
  Others: { en: 'Others', fil: 'Iba pa' },
};

/** Where a report is in the LGU's handling; the operator moves it (`incidents status`). */
export const INCIDENT_STATUSES = ['RECEIVED', 'IN PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Photos one report may carry. */
export const INCIDENT_PHOTO_LIMIT = 3;
/** A description long enough to act on, short enough to read at a desk. */
export const INCIDENT_DESCRIPTION_MAX = 1000;

export const API_INCIDENT_REPORTS = '/api/v1/taxpayers/incident_reports';
export const API_IMMUNIZATION_REGISTRATIONS = '/api/v1/taxpayers/immunization_registrations';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const listed = (values: readonly string[], what: string) =>
  `mask:^(${values.map(escapeRegex).join('|')})$~${what}`;

const PLACE_CODE = 'required|max_20_char';

/** `POST /api/v1/taxpayers/incident_reports`; `photos` is a list of upload addresses. */
export const INCIDENT_REPORT_RULES = {
  incident_type: `required|${listed(INCIDENT_TYPES, 'a listed type')}`,
  // A datetime-local value, read as Manila time; incidentTimeProblem adds "not in the future".
  occurred_at: 'required|mask:^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$~YYYY-MM-DDTHH:MM',
  municipality_code: PLACE_CODE,
  barangay_code: PLACE_CODE,
  street: 'required|min_3_char|max_255_char',
  // A pin in the Philippines (latitude 4–22° N, longitude 114–128° E), both or neither.
  latitude: 'required_if:longitude!=EMPTY|number|number_range:4-22',
  longitude: 'required_if:latitude!=EMPTY|number|number_range:114-128',
  description: `required|min_5_char|mask:^[\\s\\S]{0,${INCIDENT_DESCRIPTION_MAX}}$~${INCIDENT_DESCRIPTION_MAX}`,
  photos: 'array',
} as const;

export const INCIDENT_TYPE_MESSAGE = 'Please choose an incident type from the list';
export const DESCRIPTION_TOO_LONG_MESSAGE = `Description must not be more than ${INCIDENT_DESCRIPTION_MAX} characters`;

export const INCIDENT_RULE_OPTIONS: CompileOptions = {
  labels: { occurred_at: 'Date and Time' },
  messages: {
    'incident_type.mask': INCIDENT_TYPE_MESSAGE,
    'description.mask': DESCRIPTION_TOO_LONG_MESSAGE,
  },
};

export const INCIDENT_IN_FUTURE_MESSAGE = 'Date and Time must not be in the future';
export const INCIDENT_TIME_INVALID_MESSAGE = 'Date and Time is not a valid date';
export const TOO_MANY_PHOTOS_MESSAGE = `You can attach at most ${INCIDENT_PHOTO_LIMIT} photos.`;

/** The instant a datetime-local value names on Manila's clock; null when no such time exists (31 Feb). */
export function incidentInstant(value: string): Date | null {
  const at = parseManilaDate(value);
  if (!at) return null;
  const p = manilaDateParts(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  const back = `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hours)}:${pad(p.minutes)}`;
  return back === value ? at : null;
}

/** Why an incident's time cannot be taken (invalid, or later than now), or null. */
export function incidentTimeProblem(value: string, now: Date): string | null {
  const at = incidentInstant(value);
  if (!at) return INCIDENT_TIME_INVALID_MESSAGE;
  // A minute's grace: the form's clock and the server's are never exactly alike.
  return at.getTime() > now.getTime() + 60_000 ? INCIDENT_IN_FUTURE_MESSAGE : null;
}

/** The latest time the form may offer: now on Manila's clock, as a datetime-local value. */
export function latestIncidentTime(now: Date): string {
  const p = manilaDateParts(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hours)}:${pad(p.minutes)}`;
}

const name = 'text_vapt|max_50_char';

/** `POST /api/v1/taxpayers/immunization_registrations`: the person, their group, and consent. */
export const IMMUNIZATION_RULES = {
  priority_group: `required|${listed(VACCINATION_PRIORITY_GROUPS, 'a listed group')}`,
  employment_type: `required|${listed(EMPLOYMENT_TYPES, 'a listed type')}`,
  employer_name: 'max_100_char',
  profession: 'max_100_char',
  first_name: `required|${name}`,
  middle_name: name,
  last_name: `required|${name}`,
  extension_name: 'max_15_char',
  birthdate: 'required|mask:^\\d{4}-\\d{2}-\\d{2}$~YYYY-MM-DD',
  gender: `required|${listed(GENDERS, 'FEMALE or MALE')}`,
  civil_status: optional(`required|${listed(CIVIL_STATUSES, 'a listed status')}`),
  mobile_number: 'required|mobile_number_63',
  email: 'email|max_100_char',
  municipality_code: PLACE_CODE,
  barangay_code: PLACE_CODE,
  street: 'required|max_255_char',
  philhealth_id_number: 'philhealth',
  consent: 'bool_true',
} as const;

export const PRIORITY_GROUP_MESSAGE = 'Please choose a priority group from the list';
export const EMPLOYMENT_TYPE_MESSAGE = 'Please choose an employment type from the list';

export const IMMUNIZATION_RULE_OPTIONS: CompileOptions = {
  labels: {
    employer_name: 'Employer',
    philhealth_id_number: 'PhilHealth Number',
    birthdate: 'Date of Birth',
  },
  messages: {
    'priority_group.mask': PRIORITY_GROUP_MESSAGE,
    'employment_type.mask': EMPLOYMENT_TYPE_MESSAGE,
  },
};

export const BARANGAY_NOT_FOUND_MESSAGE = 'Choose a barangay of the chosen city or municipality.';

// ---- Answers ----

const incidentAttributes = v.object({
  reference_number: v.string(),
  incident_type: v.string(),
  occurred_at: v.string(),
  barangay: v.string(),
  municipality: v.string(),
  street: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  description: v.string(),
  photos: v.array(v.string()),
  status: v.picklist(INCIDENT_STATUSES),
  created_at: v.string(),
  updated_at: v.string(),
});
export type IncidentReport = v.InferOutput<typeof incidentAttributes>;

const incidentResource = resourceOf('incident_reports', incidentAttributes);

/** The answer to a report: the report with its reference number. */
export const incidentReportCreated = v.object({ ...oneOf(incidentResource).entries, message: v.string() });

/** `GET /api/v1/taxpayers/incident_reports?page=`: the account's reports, newest first. */
export const incidentReportList = v.object({
  ...listOf(incidentResource).entries,
  meta: v.object({
    pagination: v.object({
      total: v.number(),
      count: v.number(),
      per_page: v.number(),
      current_page: v.number(),
      total_pages: v.number(),
    }),
  }),
});

/** The answer to a registration: its reference number and what was registered. */
export const immunizationRegistered = v.object({
  data: resourceOf(
    'immunization_registrations',
    v.object({
      reference_number: v.string(),
      priority_group: v.string(),
      employment_type: v.string(),
      full_name: v.string(),
      created_at: v.string(),
    }),
  ),
  message: v.string(),
});
export type ImmunizationRegistration = v.InferOutput<typeof immunizationRegistered>['data']['attributes'];

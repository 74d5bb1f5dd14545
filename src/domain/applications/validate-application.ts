import type { Language } from '../constants/languages';
import { isEmpty } from '../validation/rule';
import { validateForm } from '../validation/validate-form';
import {
  isGroup,
  isPlaces,
  placeFields,
  REQUIREMENTS_FIELD,
  type ApplicationDefinition,
  type Bilingual,
  type FieldDefinition,
  type GroupDefinition,
} from './application-definition';
import { applicationMessages } from './application-messages';
import { optionValues } from './application-options';
import { conditionHolds } from './condition-holds';

/** A payload as the web sends it and the server stores it. */
export type ApplicationPayload = Record<string, unknown>;

export interface ValidateApplicationOptions {
  /** The messages' (and labels') language; English by default. */
  language?: Language | undefined;
  /** Only these steps (a step's Next); every step by default (submit). */
  steps?: readonly string[] | undefined;
  /** The values of the LGU's lists (citizenships …); a list it does not give is not checked. */
  remoteOptions?: ((name: string) => readonly string[] | undefined) | undefined;
}

/** The payload reduced to the fields the definition asks (and that apply), or each field's first problem. */
export type ApplicationValidation =
  { ok: true; value: ApplicationPayload } | { ok: false; errors: Record<string, string> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Rules, labels and the values they judge, for one flat set of fields (the form, or one group row). */
interface Batch {
  rules: Record<string, string>;
  labels: Record<string, string>;
  kept: Record<string, unknown>;
}

const newBatch = (): Batch => ({ rules: {}, labels: {}, kept: {} });

/**
 * Validates an application payload against its definition with the §5 rule engine: the one
 * function the web form (each step's Next, the review) and the server (validate_payload, submit)
 * call, so both say the same thing about the same payload. Fields whose `when` does not hold are
 * neither judged nor kept.
 */
export function validateApplication(
  definition: ApplicationDefinition,
  payload: unknown,
  { language, steps, remoteOptions }: ValidateApplicationOptions = {},
): ApplicationValidation {
  const messages = applicationMessages(language);
  const text = (words: Bilingual) => (language === 'fil' ? words.fil : words.en);
  const input = isRecord(payload) ? payload : {};
  const errors: Record<string, string> = {};
  const value: ApplicationPayload = {};
  const inScope = definition.steps.filter((s) => !steps || steps.includes(s.id));

  const addField = (
    batch: Batch,
    field: FieldDefinition,
    values: Record<string, unknown>,
    key = field.name,
  ) => {
    if (!conditionHolds(field.when, values)) return;
    batch.rules[key] = field.rules;
    batch.labels[key] = text(field.label);
    batch.kept[key] = values[field.name];
  };

  // A choice must be on its list (when the list is known here): a select can be bypassed.
  const checkOptions = (fields: readonly FieldDefinition[], values: Record<string, unknown>, at = '') => {
    for (const field of fields) {
      const allowed = field.options && optionValues(field.options, remoteOptions);
      const chosen = values[field.name];
      const key = `${at}${field.name}`;
      if (!allowed || isEmpty(chosen) || errors[key] || !conditionHolds(field.when, values)) continue;
      // Only text or a number can be a choice: String() of a payload's object may even throw.
      const choice = typeof chosen === 'string' || typeof chosen === 'number' ? String(chosen) : null;
      if (choice === null || !allowed.includes(choice)) errors[key] = messages.notAnOption(text(field.label));
    }
  };

  const judge = (batch: Batch, values: Record<string, unknown>, prefix = '') => {
    const result = validateForm(batch.rules, values, { labels: batch.labels, language });
    if (result.ok) return;
    for (const [field, message] of Object.entries(result.errors)) errors[`${prefix}${field}`] ??= message;
  };

  const validateGroup = (group: GroupDefinition) => {
    const raw = input[group.name];
    const rows = Array.isArray(raw) ? raw : [];
    const item = text(group.itemLabel).toLowerCase();
    if (rows.length < group.min) errors[group.name] = messages.tooFew(item, group.min);
    if (rows.length > group.max) errors[group.name] = messages.tooMany(item, group.max);
    value[group.name] = rows.slice(0, group.max).map((row: unknown, index) => {
      const values = isRecord(row) ? row : {};
      const batch = newBatch();
      for (const field of group.fields) addField(batch, field, values);
      // 'Capital Amount (Activity 2)': the summary names the row.
      for (const key of Object.keys(batch.labels)) {
        batch.labels[key] = `${batch.labels[key] ?? key} (${text(group.itemLabel)} ${String(index + 1)})`;
      }
      judge(batch, values, `${group.name}.${String(index)}.`);
      checkOptions(group.fields, values, `${group.name}.${String(index)}.`);
      return batch.kept;
    });
  };

  // Step by step, so the errors come in the order the applicant meets the fields.
  for (const step of inScope) {
    const top = newBatch();
    const topFields: FieldDefinition[] = [];
    for (const item of step.items ?? []) {
      if (isGroup(item)) validateGroup(item);
      else if (isPlaces(item)) {
        for (const name of placeFields(item))
          addField(top, { name, label: placeLabel(name), rules: 'required' }, input);
      } else {
        addField(top, item, input);
        topFields.push(item);
      }
    }
    if (step.requirements) {
      const given = isRecord(input[REQUIREMENTS_FIELD]) ? input[REQUIREMENTS_FIELD] : {};
      const kept: Record<string, unknown> = {};
      for (const requirement of definition.requirements) {
        if (!conditionHolds(requirement.when, input)) continue;
        const key = `${REQUIREMENTS_FIELD}.${requirement.code}`;
        top.rules[key] = requirement.required ? 'required' : '';
        top.labels[key] = text(requirement.label);
        if (!isEmpty(given[requirement.code])) kept[requirement.code] = given[requirement.code];
      }
      value[REQUIREMENTS_FIELD] = kept;
    }
    judge(top, input);
    checkOptions(topFields, input);
    for (const [key, kept] of Object.entries(top.kept)) value[key] = kept;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

const PLACE_LABELS: Record<string, Bilingual> = {
  region_code: { en: 'Region', fil: 'Rehiyon' },
  province_code: { en: 'Province', fil: 'Probinsya' },
  municipality_code: { en: 'City / Municipality', fil: 'Lungsod o Bayan' },
  barangay_code: { en: 'Barangay', fil: 'Barangay' },
};

/** The label of a place cascade's field by its last part ('main_office_region_code' → Region). */
const placeLabel = (name: string): Bilingual =>
  PLACE_LABELS[Object.keys(PLACE_LABELS).find((k) => name.endsWith(k)) ?? ''] ?? { en: name, fil: name };

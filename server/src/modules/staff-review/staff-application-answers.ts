import {
  type ApplicationDefinition,
  type Bilingual,
  type FieldDefinition,
  isGroup,
  isPlaces,
  placeFields,
} from '@/domain/applications/application-definition';
import { fixedOptions } from '@/domain/applications/application-options';
import { conditionHolds } from '@/domain/applications/condition-holds';
import '../../http/rule-groups';

/** One answer as the officer reads it: the definition's label, the value in words. */
export interface Answer {
  name: string;
  label: Bilingual;
  value: Bilingual;
}

export interface AnsweredStep {
  id: string;
  title: Bilingual;
  answers: Answer[];
  /** Repeating groups (activities): each row its own answers. */
  groups: { name: string; label: Bilingual; rows: Answer[][] }[];
}

const both = (text: string): Bilingual => ({ en: text, fil: text });

function valueOf(field: FieldDefinition, raw: unknown): Bilingual {
  if (raw === undefined || raw === null || raw === '') return both('');
  if (field.kind === 'yes-no' || field.kind === 'checkbox') {
    const yes = raw === true || raw === 1 || raw === '1' || raw === 'true';
    return yes ? { en: 'Yes', fil: 'Oo' } : { en: 'No', fil: 'Hindi' };
  }
  const option = field.options
    ? fixedOptions(field.options)?.find((o) => o.value === String(raw))
    : undefined;
  return option ? option.label : both(typeof raw === 'object' ? JSON.stringify(raw) : String(raw as string));
}

const answer = (field: FieldDefinition, values: Record<string, unknown>): Answer | undefined =>
  conditionHolds(field.when, values)
    ? { name: field.name, label: field.label, value: valueOf(field, values[field.name]) }
    : undefined;

/**
 * An application's payload by the steps of its definition, with the definition's labels: what the
 * taxpayer answered, in the order they were asked. Requirements are listed apart (with links).
 */
export function answersByStep(
  definition: ApplicationDefinition,
  payload: Record<string, unknown>,
  placeName: (code: string) => string | undefined = () => undefined,
): AnsweredStep[] {
  return definition.steps
    .filter((step) => !step.requirements)
    .map((step) => {
      const answers: Answer[] = [];
      const groups: AnsweredStep['groups'] = [];
      for (const item of step.items ?? []) {
        if (isGroup(item)) {
          const rows = Array.isArray(payload[item.name])
            ? (payload[item.name] as Record<string, unknown>[])
            : [];
          groups.push({
            name: item.name,
            label: item.label,
            rows: rows.map((row) => item.fields.flatMap((f) => answer(f, { ...payload, ...row }) ?? [])),
          });
        } else if (isPlaces(item)) {
          // One line, as an address is written: barangay, city/municipality, province, region.
          const codes = placeFields(item).map((name) => String((payload[name] as string | undefined) ?? ''));
          const words = codes
            .reverse()
            .filter(Boolean)
            .map((code) => placeName(code) ?? code);
          answers.push({ name: `${item.prefix}place`, label: item.label, value: both(words.join(', ')) });
        } else {
          const a = answer(item, payload);
          if (a) answers.push(a);
        }
      }
      return { id: step.id, title: step.title, answers, groups };
    });
}

/** Every place code a payload names (for looking their names up at once). */
export function placeCodes(definition: ApplicationDefinition, payload: Record<string, unknown>): string[] {
  return definition.steps
    .flatMap((step) => step.items ?? [])
    .flatMap((item) => (isPlaces(item) ? placeFields(item) : []))
    .map((name) => payload[name])
    .filter((code): code is string => typeof code === 'string' && code !== '');
}

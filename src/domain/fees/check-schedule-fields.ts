import {
  isGroup,
  isPlaces,
  placeFields,
  type ApplicationDefinition,
  type FieldDefinition,
} from '../applications/application-definition';
import { fixedOptions } from '../applications/application-options';
import type { FeeLine, FeeSchedule, Price } from './fee-language';

/** A definition's fields as a fee rule may name them: its own, and each group's rows'. */
interface Fields {
  route: string;
  top: ReadonlyMap<string, FieldDefinition | null>;
  groups: ReadonlyMap<string, ReadonlyMap<string, FieldDefinition>>;
}

function fieldsOf(definition: ApplicationDefinition): Fields {
  const top = new Map<string, FieldDefinition | null>();
  const groups = new Map<string, Map<string, FieldDefinition>>();
  for (const item of definition.steps.flatMap((step) => step.items ?? [])) {
    if (isGroup(item)) groups.set(item.name, new Map(item.fields.map((f) => [f.name, f])));
    else if (isPlaces(item)) for (const name of placeFields(item)) top.set(name, null);
    else top.set(item.name, item);
  }
  return { route: definition.route, top, groups };
}

/** Every definition's fields together, for a rule no definition names yet. */
function anyOf(all: readonly Fields[]): Fields {
  const top = new Map<string, FieldDefinition | null>();
  const groups = new Map<string, Map<string, FieldDefinition>>();
  for (const fields of all) {
    for (const [name, field] of fields.top) top.set(name, top.get(name) ?? field);
    for (const [name, rows] of fields.groups)
      groups.set(name, new Map([...(groups.get(name) ?? []), ...rows]));
  }
  return { route: 'any application', top, groups };
}

const conditionField = (condition: string) =>
  /^([a-z][\w.]*)\s*(?:!=|=|>|<)/.exec(condition)?.[1] ?? condition;

/** The fields a line reads, each with what it is for and whether a group row may hold it. */
function namedFields(
  line: FeeLine,
): { name: string; at: string; inRow: boolean; prices?: readonly Price[] }[] {
  const named: { name: string; at: string; inRow: boolean; prices?: readonly Price[] }[] = [];
  const { charge, base } = line;
  if (base && 'fields' in base) for (const name of base.fields) named.push({ name, at: 'base', inRow: true });
  if (charge.kind === 'table') {
    named.push({ name: charge.option, at: 'table.option', inRow: false, prices: charge.prices });
    if (charge.quantity) named.push({ name: charge.quantity, at: 'table.quantity', inRow: false });
  }
  if (charge.kind === 'per_item') {
    named.push({ name: charge.items, at: 'per_item.field', inRow: false, prices: charge.prices });
  }
  const when = line.when === undefined ? [] : typeof line.when === 'string' ? [line.when] : line.when;
  for (const condition of when) named.push({ name: conditionField(condition), at: 'when', inRow: false });
  return named;
}

/** The problems of one line against one definition's fields. */
function lineProblems(line: FeeLine, fields: Fields): string[] {
  const problems: string[] = [];
  const group = line.forEach ? fields.groups.get(line.forEach.group) : undefined;
  const named = namedFields(line);
  for (const { name, at, inRow, prices } of named) {
    const field = fields.top.get(name) ?? (inRow ? group?.get(name) : undefined);
    if (field === undefined && !(fields.top.has(name) || (inRow && group?.has(name)))) {
      problems.push(`${line.where}.${at}: ${name} is not a field of ${fields.route}`);
      continue;
    }
    // Every choice the form offers must cost something the schedule says (or be free on purpose).
    const options = field?.options ? fixedOptions(field.options) : undefined;
    const unpriced = prices && options ? options.filter((o) => !prices.some((p) => p.value === o.value)) : [];
    if (unpriced.length > 0) {
      problems.push(`${line.where}.${at}: no price for ${unpriced.map((o) => o.value).join(', ')} (${name})`);
    }
  }
  // A group is needed only for fields the payload does not hold itself (issue 18's fallback).
  const inGroupOnly = named.some(({ name, inRow }) => inRow && !fields.top.has(name));
  if (line.forEach && !group && inGroupOnly) {
    problems.push(`${line.where}.for_each.group: ${line.forEach.group} is not a group of ${fields.route}`);
  }
  for (const name of group ? (line.forEach?.namedBy ?? []) : []) {
    if (!group?.has(name))
      problems.push(
        `${line.where}.for_each.named_by: ${name} is not a field of ${line.forEach?.group} in ${fields.route}`,
      );
  }
  return problems;
}

/**
 * What is wrong between a schedule and the application definitions (checked at start and before a
 * new schedule is stored): a definition naming a rule the schedule lacks, and a rule naming a
 * field its definitions do not have (a rule no definition uses: a field no definition has), or
 * pricing fewer options than the field offers. Empty when they fit.
 */
export function scheduleFieldProblems(
  schedule: FeeSchedule,
  definitions: readonly ApplicationDefinition[],
): string[] {
  const problems: string[] = [];
  // Nothing to check against (a schedule read before the definitions are known).
  if (definitions.length === 0) return problems;
  for (const definition of definitions) {
    // A kind with no fee names no rule (its workflow skips payment).
    if (definition.fees !== null && !Object.hasOwn(schedule.rules, definition.fees)) {
      problems.push(`rules: no rule ${definition.fees}, which ${definition.route} names`);
    }
  }
  const all = definitions.map(fieldsOf);
  for (const [name, rule] of Object.entries(schedule.rules)) {
    const users = all.filter((f) => definitions.find((d) => d.route === f.route)?.fees === name);
    for (const line of rule.lines) {
      if (users.length > 0) {
        problems.push(...new Set(users.flatMap((fields) => lineProblems(line, fields))));
        continue;
      }
      // A rule no definition uses: each field it names must be some definition's.
      problems.push(...lineProblems(line, anyOf(all)));
    }
  }
  return problems;
}

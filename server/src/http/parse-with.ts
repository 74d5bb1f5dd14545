import * as v from 'valibot';
import { ValidationError } from './http-errors';

/** Each failing field's messages, keyed by its dot path ('_' for the input itself). */
export function issueFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Validates input with a valibot schema; failures become a 422 naming each field. */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  inLanguage?: ValidationError['inLanguage'],
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ValidationError(issueFields(result.issues), inLanguage);
}

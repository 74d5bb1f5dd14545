import * as v from 'valibot';
import { ValidationError } from './http-errors';

/** Validates input with a valibot schema; failures become a 422 naming each field. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  throw new ValidationError(fields);
}

import { safeParse } from 'valibot';
import { compileRules } from './compile-rules';
import type { CompileOptions } from './compile-rules';

/** The outcome of validateForm: the values, or the first message per field. */
export type FormValidation<TValues> =
  { ok: true; value: TValues } | { ok: false; errors: Record<string, string> };

/**
 * Validates values against §5 rule strings without valibot in the caller: the server's 422 and
 * plain forms read `errors.{field}`. Input that is not an object fails under the key ''.
 */
export function validateForm<TValues extends Record<string, unknown> = Record<string, unknown>>(
  rules: Readonly<Record<string, string>>,
  values: unknown,
  options: CompileOptions = {},
): FormValidation<TValues> {
  const result = safeParse(compileRules<TValues>(rules, options), values);
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    errors[typeof key === 'string' ? key : ''] ??= issue.message;
  }
  return { ok: false, errors };
}

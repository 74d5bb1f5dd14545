import type { CompileOptions } from '@/domain/validation/compile-rules';
import { compileRules } from '@/domain/validation/compile-rules';
import { parseWith } from './parse-with';

/**
 * Validates a payload with the same §5 rule strings the web form uses; a failure is a 422 that
 * names each failing field. Returns the payload typed by its rule keys.
 */
export function parseRules<R extends Readonly<Record<string, string>>>(
  rules: R,
  body: Record<string, unknown>,
  options?: CompileOptions,
): Record<keyof R, unknown> & Record<string, unknown> {
  return parseWith(compileRules(rules, options), body) as Record<keyof R, unknown> & Record<string, unknown>;
}

/** A payload field as trimmed text ('' when absent). */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

import type { Language } from '@/domain/constants/languages';
import { firstFieldMessage, type ValidationError } from '../http-errors';
import { translateMessage } from './translate-message';

/**
 * A 422's fields and message in a language. English is the error as thrown. Otherwise §5 rule
 * messages are written again in that language (same fields, same keys); the messages services
 * wrote come from the catalogue.
 */
export function localizeValidation(err: ValidationError, language: Language) {
  if (language === 'en') return { fields: err.fields, message: err.message };
  const rewritten = err.inLanguage?.(language) ?? {};
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(err.fields)) {
    fields[field] = rewritten[field] ?? messages.map((m) => translateMessage(m, language));
  }
  return { fields, message: translateMessage(firstFieldMessage(fields), language) };
}

import type { Language } from '@/domain/constants/languages';
import { filipinoLabel } from '@/domain/validation/filipino-field-labels';
import { FILIPINO_MESSAGES } from './filipino-messages';

interface Template {
  pattern: RegExp;
  names: string[];
  filipino: string;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

// Entries with a {placeholder} become patterns once; the others are looked up as they are.
const TEMPLATES: Template[] = Object.entries(FILIPINO_MESSAGES)
  .filter(([english]) => /\{\w+\}/.test(english))
  .map(([english, filipino]) => {
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), names, filipino };
  });

/**
 * A server message in the request's language: English as written; in Filipino from the
 * catalogue, or the English itself when it has no Filipino yet (never a key).
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const exact = Object.hasOwn(FILIPINO_MESSAGES, message) ? FILIPINO_MESSAGES[message] : undefined;
  if (exact !== undefined) return exact;
  for (const { pattern, names, filipino } of TEMPLATES) {
    const match = pattern.exec(message);
    if (!match) continue;
    return filipino.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = match[names.indexOf(name) + 1];
      if (value === undefined) return whole;
      return name === 'label' ? filipinoLabel(value) : value;
    });
  }
  return message;
}

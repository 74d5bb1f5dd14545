import type { Language } from '@/domain/constants/languages';

/** One message a module gives a resident, by id, in each language (docs/i18n.md). */
export interface ServerMessage {
  readonly id: string;
  readonly en: string;
  readonly fil: string;
}

const BY_ID = new Map<string, ServerMessage>();

/**
 * A module's messages, each with its id (`{module}.{key}`) and both languages, as the web's
 * catalogues are: the module owns them, an error thrown with one answers in the request's language
 * by its id. `{name}` stands for a part `withValues` fills. Two modules never share an id.
 */
export function serverMessages<K extends string>(
  module: string,
  table: Record<K, { en: string; fil: string }>,
): { readonly [key in K]: ServerMessage } {
  const messages = {} as Record<K, ServerMessage>;
  for (const key of Object.keys(table) as K[]) {
    const id = `${module}.${key}`;
    if (BY_ID.has(id)) throw new Error(`two server messages have the id ${id}`);
    const message: ServerMessage = { id, ...table[key] };
    BY_ID.set(id, message);
    messages[key] = message;
  }
  return messages;
}

/** The module messages registered so far (the catalogue test, translateMessage's older callers). */
export const registeredMessages = (): readonly ServerMessage[] => [...BY_ID.values()];

/** The message with its `{name}` parts filled, in both languages (the same id). */
export function withValues(message: ServerMessage, values: Record<string, string>): ServerMessage {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { id: message.id, en: fill(message.en), fil: fill(message.fil) };
}

/** The message in a language. */
export const say = (message: ServerMessage, language: Language) => message[language];

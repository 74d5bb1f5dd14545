import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type MessageFormatClass from '@messageformat/core';
import type { Plugin } from 'vite';
// Relative and with its extension: vite.config.ts loads this file before any '@/' alias exists.
import { INTL_LOCALE, type Language } from '../src/domain/constants/languages.ts';

// @messageformat/core is CommonJS, and its compile-module entry has no ESM export nor types.
const require = createRequire(import.meta.url);
const MessageFormat = require('@messageformat/core') as typeof MessageFormatClass;
const compileModule = require('@messageformat/core/compile-module') as (
  messageformat: MessageFormatClass,
  messages: Record<string, string>,
) => string;

/** A catalogue file: `<area>/messages/en.json` and `fil.json`, or `<group>.en.json` (docs/i18n.md). */
export const CATALOGUE_FILE = /[\\/]messages[\\/](?:[\w-]+\.)?(en|fil)\.json$/;
const PREFIX = '\0icu:';
// Not ending in .json, or Vite's own JSON plugin would parse the compiled module.
const SUFFIX = '.icu.js';

/** ICU MessageFormat source → an ES module of one function per key (the runtime never parses ICU). */
export function compileCatalogue(path: string): string {
  const lang = CATALOGUE_FILE.exec(path)?.[1] as Language;
  const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  // strict: an apostrophe is text, as a translator types it ("it's"), not ICU quoting.
  return compileModule(new MessageFormat(INTL_LOCALE[lang], { strict: false }), messages);
}

/**
 * Compiles the message catalogues at build (and test) time, so the page ships plain functions and
 * @messageformat/runtime's few hundred bytes instead of an ICU parser. The import keeps its .json
 * path for TypeScript (the keys are typed); the module gets another id so Vite's JSON plugin leaves
 * it alone.
 */
export function icuMessages(): Plugin {
  return {
    name: 'bayan-icu-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && CATALOGUE_FILE.test(resolved.id) ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const path = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(path);
      return compileCatalogue(path);
    },
  };
}

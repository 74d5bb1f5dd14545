import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { isLanguage } from '@/domain/constants/languages';
import type { Db } from '../../db/client';
import { settings, systemModules } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import { parseWith } from '../../http/parse-with';
import type { AuditLog } from '../audit/audit-log';
import type { ContentService } from './content.service';
import { SETTING_RULES, settingValue } from './setting-rules';

export const UNKNOWN_ENTRY_MESSAGE = 'There is no such content entry.';
export const VALUE_TYPE_MESSAGE = 'The value must be of the same kind as before: text, a number, or on/off.';
export const VALUE_LENGTH_MESSAGE = 'The value must not be more than 2,000 characters.';
export const FLAG_VALUE_MESSAGE = 'The value must be true or false.';
export const UNKNOWN_SETTING_MESSAGE = 'There is no such setting.';
export const MODULE_NOT_FOUND_MESSAGE = 'Service module not found.';

/** The content type whose values are the site's on/off switches: settings, not text (settings.edit). */
export const FLAGS_TYPE = 'COMPONENTS';

const ModuleChange = v.pipe(
  v.object({
    is_active: v.optional(v.boolean(FLAG_VALUE_MESSAGE)),
    is_coming_soon: v.optional(v.boolean(FLAG_VALUE_MESSAGE)),
  }),
  v.check((c) => c.is_active !== undefined || c.is_coming_soon !== undefined, FLAG_VALUE_MESSAGE),
);

const kindOf = (value: unknown) => (value === null ? 'null' : typeof value);

/**
 * Site content, flags, settings and service modules edited in the console (issue 28): only keys
 * that exist, each keeping its kind of value; every change in the audit log with who made it.
 */
export function createConsoleContent(d: {
  db: Db;
  content: ContentService;
  audit: AuditLog;
  /** The change shows at once on this instance (the cached content documents). */
  changed: () => void;
}) {
  const record = async (actor: string, action: string, subject: string, detail: Record<string, unknown>) => {
    d.changed();
    await d.audit.record({ actor, action, subject, detail });
  };

  async function entryOf(type: string) {
    const entry = (await d.content.listCms()).find((e) => e.type === type);
    if (!entry) throw new NotFoundError(UNKNOWN_ENTRY_MESSAGE);
    return {
      en: JSON.parse(entry.body) as Record<string, unknown>,
      fil: JSON.parse(entry.bodyFil ?? '{}') as Record<string, unknown>,
    };
  }

  return {
    /** Every entry but the flags, in English and Filipino. */
    async entries() {
      const rows = await d.content.listCms();
      return rows
        .filter((e) => e.type !== FLAGS_TYPE)
        .map((e) => ({
          type: e.type,
          values: JSON.parse(e.body) as unknown,
          values_fil: JSON.parse(e.bodyFil ?? '{}') as unknown,
        }));
    },

    async setValue(actor: string, type: string, key: string, body: Record<string, unknown>) {
      if (type === FLAGS_TYPE) throw new NotFoundError(UNKNOWN_ENTRY_MESSAGE);
      const language = isLanguage(body.language) ? body.language : 'en';
      const entry = await entryOf(type);
      if (!Object.hasOwn(entry.en, key)) throw new NotFoundError(UNKNOWN_ENTRY_MESSAGE);
      if (kindOf(body.value) !== kindOf(entry.en[key]))
        throw new ValidationError({ value: [VALUE_TYPE_MESSAGE] });
      if (typeof body.value === 'string' && body.value.length > 2000) {
        throw new ValidationError({ value: [VALUE_LENGTH_MESSAGE] });
      }
      await d.content.setContentValue(type, key, body.value, language);
      await record(actor, 'content.set', `content:${type}.${key}`, { value: body.value, language });
    },

    /** The switches, the settings and the service modules, for the settings page. */
    async settings() {
      const [flags, stored, modules] = await Promise.all([
        entryOf(FLAGS_TYPE),
        d.db.select().from(settings),
        d.db.select().from(systemModules).orderBy(asc(systemModules.sequence), asc(systemModules.id)),
      ]);
      const values = new Map(stored.map((s) => [s.key, s.value]));
      return {
        flags: Object.fromEntries(Object.entries(flags.en).filter(([, value]) => typeof value === 'boolean')),
        settings: Object.keys(SETTING_RULES).map((key) => ({ key, value: values.get(key) ?? null })),
        modules: modules.map((m) => ({
          code: m.name,
          description: m.description,
          is_active: m.isActive,
          is_coming_soon: m.isComingSoon,
        })),
      };
    },

    async setFlag(actor: string, key: string, body: Record<string, unknown>) {
      const flags = (await entryOf(FLAGS_TYPE)).en;
      if (typeof flags[key] !== 'boolean') throw new NotFoundError(UNKNOWN_ENTRY_MESSAGE);
      if (typeof body.value !== 'boolean') throw new ValidationError({ value: [FLAG_VALUE_MESSAGE] });
      await d.content.setContentValue(FLAGS_TYPE, key, body.value);
      await record(actor, 'flag.set', `content:${FLAGS_TYPE}.${key}`, { value: body.value });
    },

    async setSetting(actor: string, key: string, body: Record<string, unknown>) {
      const rule = Object.hasOwn(SETTING_RULES, key) ? SETTING_RULES[key] : undefined;
      if (!rule) throw new NotFoundError(UNKNOWN_SETTING_MESSAGE);
      const value = settingValue(key, typeof body.value === 'string' ? body.value : '');
      const problem = rule(value);
      if (problem) throw new ValidationError({ value: [`Not a value ${key} takes: it ${problem}.`] });
      await d.db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
      await record(actor, 'settings.set', `setting:${key}`, { value });
    },

    async setModule(actor: string, code: string, body: unknown) {
      const change = parseWith(ModuleChange, body);
      const set = { isActive: change.is_active, isComingSoon: change.is_coming_soon };
      const [row] = await d.db.update(systemModules).set(set).where(eq(systemModules.name, code)).returning();
      if (!row) throw new NotFoundError(MODULE_NOT_FOUND_MESSAGE);
      await record(actor, 'module.set', `module:${code}`, change);
    },
  };
}

export type ConsoleContent = ReturnType<typeof createConsoleContent>;

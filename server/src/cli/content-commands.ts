import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { isLanguage, LANGUAGES, type Language } from '@/domain/constants/languages';
import type { Db } from '../db/client';
import { settings, sitePages, systemModules } from '../db/schema';
import { createContentService } from '../modules/content/content.service';
import { SETTING_RULES, settingValue } from '../modules/content/setting-rules';
import { parseValue } from './parse-value';

type Out = (line: string) => void;

/** `--lang fil` anywhere in the arguments: the Filipino variant of content and pages (issue 13). */
function languageOption(args: string[]): { language: Language; args: string[] } {
  const at = args.indexOf('--lang');
  if (at === -1) return { language: 'en', args };
  const language = args[at + 1];
  if (!isLanguage(language)) throw new Error(`--lang must be one of ${LANGUAGES.join(', ')}`);
  return { language, args: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/** `content …`, `modules …`, `settings …` and `page …`: site content without code. */
export async function runContentCommand(
  db: Db,
  allArgs: string[],
  out: Out,
  cwd: string = process.cwd(),
  /** Writes each change to the audit log as the command line's user. */
  audited: (action: string, subject: string, detail: Record<string, unknown>) => Promise<void> = () =>
    Promise.resolve(),
): Promise<boolean> {
  const content = createContentService({ db });
  const { language, args } = languageOption(allArgs);
  const [group, action, ...rest] = args;
  if (group === 'content' && action === 'list') {
    for (const e of await content.listCms()) out(`${e.type} ${e.body}`);
    return true;
  }
  if (group === 'content' && action === 'get' && rest[0]) {
    const entry = (await content.listCms()).find((e) => e.type === rest[0]);
    if (!entry) throw new Error(`no content entry ${rest[0]}`);
    // In Filipino, the values set in Filipino only: the others are served in English.
    const body = language === 'fil' ? (entry.bodyFil ?? '{}') : entry.body;
    out(JSON.stringify(JSON.parse(body), null, 2));
    return true;
  }
  if (group === 'content' && action === 'set' && rest.length === 3) {
    const [type, key, raw] = rest as [string, string, string];
    await content.setContentValue(type, key, parseValue(raw), language);
    await audited('content.set', `content:${type}.${key}`, { value: parseValue(raw), language });
    const where = language === 'fil' ? ' in Filipino' : '';
    out(
      `${type}.${key} = ${JSON.stringify(parseValue(raw))}${where} (the portal shows it within its content cache time)`,
    );
    return true;
  }
  if (group === 'modules' && action === 'list') {
    const rows = await db.select().from(systemModules).orderBy(systemModules.sequence);
    for (const m of rows) {
      const state = m.isActive ? (m.isComingSoon ? 'coming soon' : 'active') : 'inactive';
      out(
        `${String(m.id).padStart(3)}  ${m.name.padEnd(16)} ${m.category.padEnd(13)} ${state.padEnd(12)} ${m.description}`,
      );
    }
    return true;
  }
  if (group === 'modules' && ['activate', 'deactivate', 'coming-soon', 'available'].includes(action ?? '')) {
    if (rest.length === 0) throw new Error(`name at least one module code, e.g. modules ${action} BTAX`);
    const change = {
      activate: { isActive: true },
      deactivate: { isActive: false },
      'coming-soon': { isComingSoon: true },
      available: { isComingSoon: false },
    }[action as 'activate'];
    const updated = await content.updateModules(rest, change);
    for (const code of updated) await audited('module.set', `module:${code}`, { ...change });
    const missing = rest.filter((code) => !updated.includes(code));
    out(
      `updated: ${updated.join(', ') || 'none'}${missing.length ? `; unknown: ${missing.join(', ')}` : ''}`,
    );
    return missing.length === 0;
  }
  if (
    group === 'settings' &&
    action === 'set' &&
    rest[0] &&
    Object.hasOwn(SETTING_RULES, rest[0]) &&
    rest[1]
  ) {
    const key = rest[0];
    const value = settingValue(key, rest[1]);
    const problem = SETTING_RULES[key]?.(value);
    if (problem) throw new Error(`${key}: ${problem}`);
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    await audited('settings.set', `setting:${key}`, { value });
    out(`${key} = ${value}`);
    return true;
  }
  if (group === 'page' && action === 'set' && rest.length === 2) {
    const [slug, file] = rest as [string, string];
    const page = JSON.parse(readFileSync(resolve(cwd, file), 'utf8')) as {
      title?: unknown;
      sections?: unknown;
    };
    if (typeof page.title !== 'string' || !Array.isArray(page.sections)) {
      throw new Error(
        'the page file must be JSON: { "title": "…", "sections": [{ "heading": "…", "paragraphs": ["…"] }] }',
      );
    }
    const body = JSON.stringify(page.sections);
    const [existing] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
    if (language === 'fil') {
      // A Filipino page is a translation: its English must exist to fall back on.
      if (!existing) throw new Error(`page ${slug} has no English yet: set it first, without --lang`);
      await db
        .update(sitePages)
        .set({ titleFil: page.title, bodyFil: body, updatedAt: new Date() })
        .where(eq(sitePages.slug, slug));
      await audited('page.set', `page:${slug}`, { language });
      out(`page ${slug} saved in Filipino`);
      return true;
    }
    if (existing)
      await db
        .update(sitePages)
        .set({ title: page.title, body, updatedAt: new Date() })
        .where(eq(sitePages.slug, slug));
    else await db.insert(sitePages).values({ slug, title: page.title, body });
    await audited('page.set', `page:${slug}`, { language });
    out(`page ${slug} saved`);
    return true;
  }
  return false;
}

import type { Context } from 'hono';
import type { Language } from '@/domain/constants/languages';
import type { AuthContext } from '../auth-guard';

/** The saved language of an account, or undefined when it cannot be read. */
export type SavedLanguage = (taxpayerId: number) => Promise<Language | undefined>;

/**
 * The language an Accept-Language header prefers among ours: Filipino for `fil` or `tl` (Tagalog,
 * which browsers on Filipino phones often send) ranked above `en`, else English.
 */
export function languageFromHeader(header: string | undefined): Language {
  let best: { language: Language; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = range.split('-')[0];
    const language = primary === 'fil' || primary === 'tl' ? 'fil' : primary === 'en' ? 'en' : undefined;
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    // Earlier ranges win ties, as the header lists them in order of preference.
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'en';
}

const KEY = 'language';

/**
 * A request's language: the signed-in taxpayer's saved one, else Accept-Language. Read once per
 * request and only when asked for (an error, a message), so a plain answer costs no look-up.
 * `headerOnly` skips the account (the database being down is itself the error to describe).
 */
export function createRequestLanguage(saved?: SavedLanguage) {
  return async (c: Context, { headerOnly = false } = {}): Promise<Language> => {
    const known = c.get(KEY as never) as Language | undefined;
    if (known) return known;
    const auth = c.get('auth' as never) as AuthContext | undefined;
    const language =
      (!headerOnly && auth && saved ? await saved(auth.taxpayerId).catch(() => undefined) : undefined) ??
      languageFromHeader(c.req.header('Accept-Language'));
    if (!headerOnly) c.set(KEY as never, language as never);
    return language;
  };
}

export type RequestLanguage = ReturnType<typeof createRequestLanguage>;

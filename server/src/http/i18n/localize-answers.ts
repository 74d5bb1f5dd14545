import type { MiddlewareHandler } from 'hono';
import type { RequestLanguage } from './request-language';
import { translateMessage } from './translate-message';

/**
 * Puts the `message` of a successful change ('Updated!', 'OTP sent.') in the request's language.
 * Only changes carry one, so reads (cached, and the bulk of requests) are left alone; English
 * answers pass through untouched.
 */
export function localizeAnswers(languageOf: RequestLanguage): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.res.ok) return;
    if (!/json/.test(c.res.headers.get('Content-Type') ?? '')) return;
    // The body first: the account's language costs a database read, and a POST that only reads
    // (a calculation) or a message with no Filipino does not need it.
    const body = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as Record<string, unknown> | undefined;
    if (typeof body?.message !== 'string' || translateMessage(body.message, 'fil') === body.message) return;
    const language = await languageOf(c);
    if (language === 'en') return;
    const message = translateMessage(body.message, language);
    if (message === body.message) return;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify({ ...body, message }), { status: c.res.status, headers });
  };
}

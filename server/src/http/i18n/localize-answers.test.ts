import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FILIPINO_MESSAGES } from './filipino-messages';
import { localizeAnswers } from './localize-answers';
import { createRequestLanguage } from './request-language';

/** An app whose signed-in account (id 7) saved Filipino; `reads` counts the look-ups of it. */
function app() {
  const reads: number[] = [];
  const languageOf = createRequestLanguage((taxpayerId) => {
    reads.push(taxpayerId);
    return Promise.resolve('fil');
  });
  const hono = new Hono();
  hono.use('*', localizeAnswers(languageOf));
  hono.use('*', async (c, next) => {
    c.set('auth' as never, { taxpayerId: 7, sessionId: 1 } as never);
    await next();
  });
  hono.post('/changed', (c) => c.json({ data: { id: '1' }, message: 'Updated!' }));
  hono.post('/calculated', (c) => c.json({ data: { data: { total: '₱1.00' } } }));
  return { hono, reads };
}

describe('the message of a successful change in the account language', () => {
  it('is translated for an account that saved Filipino', async () => {
    const { hono, reads } = app();
    const res = await hono.request('/changed', { method: 'POST' });
    expect(await res.json()).toEqual({ data: { id: '1' }, message: FILIPINO_MESSAGES['Updated!'] });
    expect(reads).toEqual([7]);
  });

  it('costs no look-up of the account when the answer has no message (a POST that calculates)', async () => {
    const { hono, reads } = app();
    const res = await hono.request('/calculated', { method: 'POST' });
    expect(await res.json()).toEqual({ data: { data: { total: '₱1.00' } } });
    expect(reads).toEqual([]);
  });
});

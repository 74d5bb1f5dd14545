import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { handleError } from '../error-handler';
import { ServiceUnavailableError, ValidationError } from '../http-errors';
import { localizeValidation } from './localize-error';
import { createRequestLanguage } from './request-language';

const rewritten = new ValidationError(
  { first_name: ['First Name field is Required'], email: ['This e-mail address is already in use.'] },
  () => ({ first_name: ['Kailangan ang Pangalan'] }),
);

describe('localizeValidation', () => {
  it('keeps the English error exactly as thrown', () => {
    expect(localizeValidation(rewritten, 'en')).toEqual({
      fields: rewritten.fields,
      message: rewritten.message,
    });
  });

  it('takes the rules’ own Filipino, and the catalogue’s for what a service wrote, under the same keys', () => {
    expect(localizeValidation(rewritten, 'fil')).toEqual({
      fields: {
        first_name: ['Kailangan ang Pangalan'],
        email: ['May gumagamit na ng e-mail address na ito.'],
      },
      message: 'Kailangan ang Pangalan',
    });
  });
});

describe('handleError in a language', () => {
  const app = (err: Error, saved: () => Promise<'fil' | undefined>) => {
    const a = new Hono();
    const languageOf = createRequestLanguage(saved);
    a.use('*', async (c, next) => {
      c.set('auth' as never, { taxpayerId: 1, sessionId: 1 } as never);
      await next();
    });
    a.get('/', () => {
      throw err;
    });
    a.onError((e, c) => handleError(e, c, pino({ level: 'silent' }), languageOf));
    return a;
  };

  it("answers a signed-in account's error in its saved language", async () => {
    const res = await app(new ValidationError({ email: ['This e-mail address is already in use.'] }), () =>
      Promise.resolve('fil'),
    ).request('/');
    expect(await res.json()).toEqual({
      message: 'May gumagamit na ng e-mail address na ito.',
      errors: { email: ['May gumagamit na ng e-mail address na ito.'] },
    });
  });

  it('describes a failing server by Accept-Language, without asking for the saved language', async () => {
    let asked = false;
    const res = await app(new ServiceUnavailableError(), () => {
      asked = true;
      return Promise.resolve('fil');
    }).request('/', { headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect(asked).toBe(false);
  });
});

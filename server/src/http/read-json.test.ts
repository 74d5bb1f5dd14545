import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { handleError } from './error-handler';
import { readJson } from './read-json';

// No POST route exists yet, so readJson is exercised behind the real error handler.
const app = new Hono();
app.post('/echo', async (c) => c.json(await readJson(c)));
app.onError((err, c) => handleError(err, c, pino({ level: 'silent' })));

const post = (body: string) =>
  app.request('/echo', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('readJson', () => {
  it('reads a JSON object body', async () => {
    const res = await post('{"mobile_number":"09171234567"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mobile_number: '09171234567' });
  });

  it('treats an empty body as an empty object', async () => {
    expect(await (await post('')).json()).toEqual({});
  });

  it('answers malformed JSON with 400 and a plain message', async () => {
    const res = await post('{"mobile_number": ');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; error: string; errors: { detail: string }[] };
    expect(body.message).toBe('The request body is not valid JSON.');
    expect(body.error).toBe(body.message);
    expect(body.errors[0]?.detail).toBe(body.message);
  });

  it('answers a NUL character in a field with 422 naming the field', async () => {
    const res = await post(JSON.stringify({ first_name: 'Juan', street: 'a\u0000b' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Street contains a character that is not allowed.',
      errors: { street: ['Street contains a character that is not allowed.'] },
    });
  });

  it('names a NUL nested in arrays and objects by its path, and a NUL key by its parent', async () => {
    const nested = await post(JSON.stringify({ activities: [{ name: 'ok' }, { name: '\u0000' }] }));
    expect(Object.keys(((await nested.json()) as { errors: object }).errors)).toEqual(['activities.1.name']);
    const key = await post(JSON.stringify({ 'a\u0000': 1 }));
    expect(key.status).toBe(422);
    const text = await key.text();
    expect(text).not.toContain('\\u0000');
    expect(JSON.parse(text)).toMatchObject({
      errors: { _: ['The request contains a character that is not allowed.'] },
    });
  });

  it('walks a body nested deeper than the call stack without failing', async () => {
    const depth = 200_000;
    const res = await post(`{"a":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`);
    expect(res.status).toBe(422);
  });

  it.each(['[1,2]', '"text"', '42', 'null'])(
    'answers 400 for a body that is not an object: %s',
    async (text) => {
      const res = await post(text);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        'The request body must be a JSON object.',
      );
    },
  );
});

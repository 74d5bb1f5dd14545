import type { Context } from 'hono';
import { BadRequestError } from './http-errors';

/** Reads a JSON object body; malformed JSON or a non-object is a 400 with a plain message. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestError('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

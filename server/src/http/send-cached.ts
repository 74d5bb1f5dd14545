import type { Context } from 'hono';
import type { CachedJson } from './json-cache';

export const JSON_API = 'application/vnd.api+json';

/** Sends cached JSON with its ETag, answering 304 when the client already has it. */
export function sendCached(c: Context, cached: CachedJson) {
  c.header('ETag', cached.etag);
  c.header('Cache-Control', 'no-cache');
  if (c.req.header('If-None-Match') === cached.etag) return c.body(null, 304);
  return c.body(cached.body, 200, { 'Content-Type': JSON_API });
}

import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { CachedJson } from './json-cache';

export const JSON_API = 'application/vnd.api+json';

// Compressed once per cached document, not per request: the catalogue and content travel to
// phones on weak connections, and gzip takes an 8 KB list to about 1.5 KB.
const gzipped = new WeakMap<CachedJson, Uint8Array<ArrayBuffer>>();
const MIN_COMPRESS_BYTES = 1024;

/**
 * Sends cached JSON with its ETag (304 when the client has it), gzipped when the client accepts it.
 * `varyByLanguage` for a document that Accept-Language chooses (site content in Filipino).
 */
export function sendCached(c: Context, cached: CachedJson, { varyByLanguage = false } = {}) {
  c.header('ETag', cached.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', varyByLanguage ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding');
  if (c.req.header('If-None-Match') === cached.etag) return c.body(null, 304);
  if (cached.body.length >= MIN_COMPRESS_BYTES && /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
    let body = gzipped.get(cached);
    if (!body) {
      body = new Uint8Array(gzipSync(cached.body));
      gzipped.set(cached, body);
    }
    return c.body(body, 200, { 'Content-Type': JSON_API, 'Content-Encoding': 'gzip' });
  }
  return c.body(cached.body, 200, { 'Content-Type': JSON_API });
}

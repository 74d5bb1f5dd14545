import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP for rate limits. Behind `trustedHops` proxies (TRUST_PROXY), each appends the
 * address it saw to X-Forwarded-For, so the client is the entry the outermost trusted proxy
 * wrote: the `trustedHops`-th from the right. Entries left of it are whatever the client sent
 * (taking the first one let every request claim a new address and escape every limit).
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    // Fewer entries than proxies: the request skipped an outer proxy; the left-most is the best known.
    const client = hops[Math.max(0, hops.length - trustedHops)];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

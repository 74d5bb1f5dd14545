import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './payment-gateway';

/** Both gateways sign `t + "." + rawBody`; a notification older or newer than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Hex HMAC-SHA256 of `t.rawBody`, the scheme the sandbox and PayMongo share. */
export function signPayload(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The `k=v,k=v` pairs of a signature header (`t=…,v1=…` or `t=…,te=…,li=…`). */
export function parseSignatureHeader(header: string | null): Record<string, string> {
  if (!header) throw new WebhookRejected('missing signature header');
  const parts: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) parts[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return parts;
}

/** Checks the timestamp window and the signature in constant time; throws WebhookRejected. */
export function checkSignature(options: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}) {
  const { secret, timestamp, signature, rawBody, now } = options;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) {
    throw new WebhookRejected('malformed signature header');
  }
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  // Replays of an old (or forged future) notification are refused outright.
  if (skew > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookRejected('timestamp outside tolerance');
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookRejected('signature mismatch');
  }
}

/** Parses a JSON object body; anything else is refused. */
export function parseJsonObject(rawBody: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(rawBody);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw new WebhookRejected('body is not a JSON object');
}

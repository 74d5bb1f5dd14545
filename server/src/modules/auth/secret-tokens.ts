import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer or link token: 256 bits from the CSPRNG, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** SHA-256 of a token or code, as stored; the raw value is never written down. */
export const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** A numeric code of `length` digits from the CSPRNG (leading zeros allowed). */
export function newNumericCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

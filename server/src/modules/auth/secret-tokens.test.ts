import { describe, expect, it } from 'vitest';
import { digest, newNumericCode, newToken, sameDigest } from './secret-tokens';

describe('secret tokens', () => {
  it('makes URL-safe bearer tokens of 256 bits, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect([...tokens].every((token) => /^[\w-]{43}$/.test(token))).toBe(true);
  });

  it('makes codes of exactly the digits asked for, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, () => newNumericCode(6));
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    // Every digit turns up in every position: nothing is fixed or skewed away.
    for (let position = 0; position < 6; position++) {
      expect(new Set(codes.map((c) => c[position])).size).toBe(10);
    }
  });

  it('stores a digest, not the value, and compares digests', () => {
    const stored = digest('123456');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('123456');
    expect(sameDigest(stored, digest('123456'))).toBe(true);
    expect(sameDigest(stored, digest('123457'))).toBe(false);
    expect(sameDigest(stored, 'abcd')).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskContact } from './mask-contact';
import { createSecretBox, secretKeyFrom } from './secret-box';

describe('the authenticator secrets at rest', () => {
  const box = createSecretBox(randomBytes(32));

  it('seal to ciphertext that opens again, differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuse a changed ciphertext or another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('take MFA_SECRET_KEY as 64 hex characters, a development key without it', () => {
    expect(secretKeyFrom('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(secretKeyFrom(undefined)).toHaveLength(32);
  });
});

describe('maskContact (§5: positions 2 to 8 hidden)', () => {
  it('hides the second to eighth characters', () => {
    expect(maskContact('639171234567')).toBe('6*******4567');
    expect(maskContact('ana.cruz@example.ph')).toBe('a*******@example.ph');
    expect(maskContact(null)).toBeNull();
  });
});

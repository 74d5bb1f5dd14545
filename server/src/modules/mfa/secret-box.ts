import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Authenticated encryption (AES-256-GCM) of the authenticator secrets at rest, so a copy of the
 * database alone does not let anyone make codes. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('the MFA secret key must be 32 bytes');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

// Outside production only (env.ts refuses to start production without MFA_SECRET_KEY).
const DEV_KEY = createHash('sha256').update('bayan development MFA key: not for production').digest();

/** The key from MFA_SECRET_KEY (64 hex characters), or the development key when it is not set. */
export const secretKeyFrom = (hex: string | undefined) => (hex ? Buffer.from(hex, 'hex') : DEV_KEY);

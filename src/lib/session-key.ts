const encoder = new TextEncoder();
const SALT = encoder.encode('bayan offline copy');

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A short name for a session, derived from its bearer token: what is kept on the device is
 * labelled with it, so one session never reads or sends what another left. Not the token itself.
 */
export function sessionFingerprint(token: string): Promise<string> {
  return derivedFor(token).fingerprint;
}

async function fingerprintOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`fingerprint:${token}`));
  return hex(digest).slice(0, 32);
}

// Derived once per token, not at every read and write of a copy; only the current session's.
let derived: { token: string; fingerprint: Promise<string>; key: Promise<CryptoKey> } | null = null;

/** Drops the derived key from memory (logout). */
export function forgetSessionKey() {
  derived = null;
}

function derivedFor(token: string) {
  if (derived?.token !== token) {
    derived = { token, fingerprint: fingerprintOf(token), key: keyOf(token) };
  }
  return derived;
}

/**
 * The key that encrypts what this session keeps for offline reading (AES-GCM, derived from the
 * token with HKDF). It exists only while the token does: after a logout or an expired session
 * the copies cannot be read, even if clearing them failed.
 */
export function sessionKey(token: string): Promise<CryptoKey> {
  return derivedFor(token).key;
}

async function keyOf(token: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(token), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: encoder.encode('v1') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

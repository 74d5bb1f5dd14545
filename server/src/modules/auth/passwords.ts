import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2, p=1 — the OWASP baseline); the work runs
// on libuv's thread pool, so hashing never blocks the event loop.

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => hash(password);

// A real hash to verify against when the account does not exist, so an unknown number costs the
// same time as a wrong password and the answer time does not reveal who has an account.
let decoy: Promise<string> | undefined;

/** Verifies a password; with no stored hash, burns the same time and returns false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash('decoy-password-for-timing');
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

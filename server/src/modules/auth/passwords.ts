import { availableParallelism } from 'node:os';
import { createPasswordWorkers } from './password-workers';

// argon2id with m=7 MiB, t=5, p=1: one of OWASP's equivalent settings to 19 MiB/t=2, and on this
// 2-core class of machine about twice the verifies per second, because the smaller memory fits the
// shared cache (measured by the login-flood bench). Stored hashes carry their own parameters:
// older ones verify.
const PARAMS = { memoryCost: 7168, timeCost: 5, parallelism: 1 } as const;

// Hashing runs on worker threads below the event loop's priority, never on the loop itself.
const workers = createPasswordWorkers(Math.max(1, availableParallelism()));

/** Hashes a password with argon2id. */
/** Hashes and verifies passwords; tests swap in an instant, counting one. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string | null | undefined, password: string): Promise<boolean>;
}

export const hashPassword = (password: string) => workers.hash(password, PARAMS);

// A real hash to verify against when the account does not exist, so an unknown number costs the
// same time as a wrong password and the answer time does not reveal who has an account.
let decoy: Promise<string> | undefined;

/** Verifies a password; with no stored hash, burns the same time and returns false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await workers.verify(await decoy, password);
    return false;
  }
  try {
    return await workers.verify(storedHash, password);
  } catch {
    return false;
  }
}

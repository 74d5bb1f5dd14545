import type { PasswordHasher } from '../modules/auth/passwords';

/**
 * A password hasher for app tests: instant (argon2id costs ~50 ms a call, which adds up over a
 * suite) and counting, so a test can prove a request was answered before any hashing.
 * passwords.test.ts covers the real argon2id functions.
 */
export function createFakePasswords() {
  const calls = { hash: 0, verify: 0 };
  const passwords: PasswordHasher = {
    hash(password) {
      calls.hash++;
      return Promise.resolve(`fake$${password}`);
    },
    verify(storedHash, password) {
      calls.verify++;
      return Promise.resolve(storedHash === `fake$${password}`);
    },
  };
  return { passwords, calls };
}

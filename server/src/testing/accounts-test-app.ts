import type { AppOptions } from '../app';
import { accountsClient } from './accounts-client';
import { createFakePasswords } from './fake-passwords';
import { createMemoryStorage } from './memory-storage';
import { createTestApp } from './test-app';
import { createTestClock } from './test-clock';

/**
 * The whole app for account tests: a clock the test moves, an instant counting hasher, uploads
 * kept in memory, and clients that read OTPs from the dev outbox.
 */
export async function createAccountsTestApp(overrides: Partial<Omit<AppOptions, 'database'>> = {}) {
  const clock = createTestClock();
  const { passwords, calls: hashCalls } = createFakePasswords();
  const storage = createMemoryStorage();
  const t = await createTestApp({
    ...overrides,
    adapters: { now: clock.now, passwords, storage, ...overrides.adapters },
  });
  // Reading the outbox waits for the SMS and mail sent after an answer.
  const settle = () => t.infrastructure.afterResponse.idle();
  return {
    ...t,
    clock,
    hashCalls,
    storage,
    client: accountsClient(t.app, { settle }),
    /** A client calling from `address` (X-Forwarded-For; the config must set TRUST_PROXY). */
    clientFrom: (address: string) => accountsClient(t.app, { address, settle }),
  };
}

export type AccountsTestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;

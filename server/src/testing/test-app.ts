import pino from 'pino';
import { createApp, type AppOptions } from '../app';
import type { Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { allDefinitions } from '../modules/applications/application-definitions';
import { offerKinds } from '../modules/content/offer-kinds';
import { readEnv } from '../env';
import { hashStoredNovPins, novPinKeyFrom } from '../modules/violations/nov-pin-hash';
import { openTestDatabase } from './test-database';

export type TestApp = ReturnType<typeof createApp> & { database: Database; close: () => Promise<void> };

/** The whole app over this file's test database, seeded with the demo LGU, logging nothing. */
export async function createTestApp(overrides: Partial<Omit<AppOptions, 'database'>> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemo(database.db);
  // As the portal's start does: every kind of the folder offered in Select Transaction.
  await offerKinds(database.db, allDefinitions());
  // The documented defaults, not whatever the developer's shell happens to export.
  const defaults = readEnv({});
  // As the portal's start does: the demo notices' PINs kept only as keyed hashes.
  await hashStoredNovPins(database.db, novPinKeyFrom(overrides.config?.NOV_PIN_KEY));
  const built = createApp({
    database,
    logger: pino({ level: 'silent' }),
    production: false,
    bodyLimitBytes: defaults.BODY_LIMIT_BYTES,
    contentCacheSeconds: defaults.CONTENT_CACHE_SECONDS,
    dbTimeoutMs: defaults.DB_TIMEOUT_MS,
    frameAncestors: defaults.WALLET_FRAME_ANCESTORS,
    ...overrides,
  });
  return { ...built, database, close: () => database.close() };
}

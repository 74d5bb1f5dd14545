import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

const KEY = 'sandbox_webhook_secret';

/**
 * The sandbox's webhook signing secret: SANDBOX_WEBHOOK_SECRET when set, otherwise one made on
 * first start and kept in the settings table, so restarts and every instance share it (a
 * per-process random value would make notifications signed before a restart unverifiable).
 */
export function sandboxSecret(db: Db, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const load = async () => {
    if (configured) return configured;
    await db
      .insert(settings)
      .values({ key: KEY, value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
    if (!row) throw new Error('sandbox webhook secret missing');
    return row.value;
  };
  return () => {
    secret ??= load().catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
}

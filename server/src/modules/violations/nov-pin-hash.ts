import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { novNotices } from '../../db/violations-fees-schema';

// Outside production only (env.ts refuses to start production without NOV_PIN_KEY).
const DEV_KEY = createHash('sha256').update('bayan development NOV PIN key: not for production').digest();

/** The key from NOV_PIN_KEY (64 hex characters), or the development key when it is not set. */
export const novPinKeyFrom = (hex: string | undefined): Buffer => (hex ? Buffer.from(hex, 'hex') : DEV_KEY);

/**
 * A notice's PIN as stored: HMAC-SHA256 under the server's key, of the number and the PIN. A copy
 * of the database alone does not give the PINs (four digits fall to a plain hash at once), and the
 * number in it makes each notice's digest its own.
 */
export const hashNovPin = (key: Buffer, novNo: string, pin: string): string =>
  createHmac('sha256', key).update(`${novNo}\u0000${pin}`, 'utf8').digest('hex');

/** True when `pin` is the one stored as `stored` for this notice (constant time). */
export function novPinMatches(key: Buffer, stored: string | null, novNo: string, pin: string): boolean {
  const given = Buffer.from(hashNovPin(key, novNo, pin), 'hex');
  // A notice whose PIN is not hashed yet matches nothing (compared all the same, for the timing).
  const kept = stored && /^[0-9a-f]{64}$/.test(stored) ? Buffer.from(stored, 'hex') : Buffer.alloc(32);
  return timingSafeEqual(kept, given) && stored !== null;
}

/**
 * The data half of migration 0020: notices whose PIN is still plain text (imported or seeded
 * before it) get the keyed hash, and the plain PIN is erased. Idempotent; run at every start
 * (and after the demo seed), since SQL alone does not hold the key.
 */
export async function hashStoredNovPins(db: Db, key: Buffer): Promise<number> {
  const plain = await db
    .select({ id: novNotices.id, novNo: novNotices.novNo, pin: novNotices.pin })
    .from(novNotices)
    .where(isNotNull(novNotices.pin));
  for (const row of plain) {
    if (row.pin === null) continue;
    await db
      .update(novNotices)
      .set({ pinHash: hashNovPin(key, row.novNo, row.pin), pin: null })
      .where(and(eq(novNotices.id, row.id), isNotNull(novNotices.pin)));
  }
  return plain.length;
}

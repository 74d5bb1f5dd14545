import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { novNotices, novViolations } from '../../db/violations-fees-schema';
import { novPinMatches } from './nov-pin-hash';

/** A notice found by its number and PIN, with its violations in the order issued. */
export interface FoundNotice {
  id: number;
  novNo: string;
  plateNo: string;
  issuedAt: Date;
  paidTransactionId: number | null;
  violations: { name: string; article: string; amount: number }[];
  /** Centavos: the sum of the violations. */
  totalAmount: number;
}

/**
 * The notice with this number and PIN, or null. An unknown number and a wrong PIN take the same
 * path (one indexed read, one HMAC, one constant-time comparison) and answer the same null, so
 * neither the answer nor its timing tells whether the number exists; the violations are read only
 * once the PIN matched. `pinKey` is NOV_PIN_KEY's (nov-pin-hash.ts).
 */
export async function findNotice(
  db: Db,
  pinKey: Buffer,
  novNo: string,
  pin: string,
): Promise<FoundNotice | null> {
  const [notice] = await db
    .select({
      id: novNotices.id,
      novNo: novNotices.novNo,
      pinHash: novNotices.pinHash,
      plateNo: novNotices.plateNo,
      issuedAt: novNotices.issuedAt,
      paidTransactionId: novNotices.paidTransactionId,
    })
    .from(novNotices)
    .where(eq(novNotices.novNo, novNo));
  const matches = novPinMatches(pinKey, notice?.pinHash ?? null, novNo, pin);
  if (!notice || !matches) return null;
  const violations = await db
    .select({ name: novViolations.name, article: novViolations.article, amount: novViolations.amount })
    .from(novViolations)
    .where(eq(novViolations.noticeId, notice.id))
    .orderBy(asc(novViolations.position));
  const { pinHash: _pinHash, ...rest } = notice;
  return { ...rest, violations, totalAmount: violations.reduce((s, v) => s + v.amount, 0) };
}

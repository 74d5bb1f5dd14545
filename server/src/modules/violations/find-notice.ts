import { createHash, timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { novNotices, novViolations } from '../../db/violations-fees-schema';

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

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
// Compared against when no notice has the number, so a miss costs what a wrong PIN costs.
const NO_NOTICE = digest('\u0000no notice\u0000');

/**
 * The notice with this number and PIN, or null. An unknown number and a wrong PIN take the same
 * path (one indexed read, one constant-time comparison of fixed-length digests) and answer the
 * same null, so neither the answer nor its timing tells whether the number exists; the
 * violations are read only once the PIN matched.
 */
export async function findNotice(db: Db, novNo: string, pin: string): Promise<FoundNotice | null> {
  const [notice] = await db
    .select({
      id: novNotices.id,
      novNo: novNotices.novNo,
      pin: novNotices.pin,
      plateNo: novNotices.plateNo,
      issuedAt: novNotices.issuedAt,
      paidTransactionId: novNotices.paidTransactionId,
    })
    .from(novNotices)
    .where(eq(novNotices.novNo, novNo));
  const matches = timingSafeEqual(notice ? digest(notice.pin) : NO_NOTICE, digest(pin));
  if (!notice || !matches) return null;
  const violations = await db
    .select({ name: novViolations.name, article: novViolations.article, amount: novViolations.amount })
    .from(novViolations)
    .where(eq(novViolations.noticeId, notice.id))
    .orderBy(asc(novViolations.position));
  const { pin: _pin, ...rest } = notice;
  return { ...rest, violations, totalAmount: violations.reduce((s, v) => s + v.amount, 0) };
}

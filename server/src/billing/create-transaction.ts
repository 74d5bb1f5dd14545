import { randomBytes } from 'node:crypto';
import { manilaYymmdd } from '@/domain/format/manila-date';
import type { Db } from '../db/client';
import { transactionHistories } from '../db/payments-schema';

export interface NewTransaction {
  taxpayerId: number;
  moduleType: string;
  transactionType: string;
  applicationStatusId?: number | null | undefined;
  description: string;
  /**
   * The description in Filipino, for a reader in Filipino (issue 30). Kept in `subject` under
   * `description_fil`: a word for the screens, beside what settlement reads, needing no column.
   */
  descriptionFil?: string;
  /** Centavos. */
  amount: number;
  /** What is being paid, for settlement (e.g. { kind: 'btax_bill', bill_id: 12 }). */
  subject: Record<string, unknown>;
}

/** Where a transaction keeps its description in Filipino (see NewTransaction). */
export const DESCRIPTION_FIL = 'description_fil';

/** A reference the taxpayer can read out at a counter: BYN-YYMMDD-XXXXXXXX (Manila date; no 0/O, 1/I). */
export function newReferenceNumber(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
  return `BYN-${manilaYymmdd(now)}-${random}`;
}

/** Creates a transaction history entry waiting for payment (every bill's first step, §4). */
export async function createTransaction(db: Db, input: NewTransaction, now: Date = new Date()) {
  const { descriptionFil, ...values } = input;
  const [row] = await db
    .insert(transactionHistories)
    .values({
      ...values,
      subject: descriptionFil ? { ...values.subject, [DESCRIPTION_FIL]: descriptionFil } : values.subject,
      applicationStatusId: input.applicationStatusId ?? null,
      referenceNumber: newReferenceNumber(now),
      status: 'WAITING FOR PAYMENT',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('transaction not created');
  return row;
}

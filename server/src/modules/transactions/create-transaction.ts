import { randomBytes } from 'node:crypto';
import { manilaYymmdd } from '@/domain/format/manila-date';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';

export interface NewTransaction {
  taxpayerId: number;
  moduleType: string;
  transactionType: string;
  applicationStatusId?: number | null | undefined;
  description: string;
  /** Centavos. */
  amount: number;
  /** What is being paid, for settlement (e.g. { kind: 'btax_bill', bill_id: 12 }). */
  subject: Record<string, unknown>;
}

/** A reference the taxpayer can read out at a counter: BYN-YYMMDD-XXXXXXXX (Manila date; no 0/O, 1/I). */
export function newReferenceNumber(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
  return `BYN-${manilaYymmdd(now)}-${random}`;
}

/** Creates a transaction history entry waiting for payment (every bill's first step, §4). */
export async function createTransaction(db: Db, input: NewTransaction, now: Date = new Date()) {
  const [row] = await db
    .insert(transactionHistories)
    .values({
      ...input,
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

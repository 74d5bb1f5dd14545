import { and, eq, inArray, sql } from 'drizzle-orm';
import { soaPayPath, type SoaVerification } from '@/domain/contracts/misc-fees';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { isPgInteger } from '../../db/pg-integer';
import { applicationStatuses, systemModules } from '../../db/schema';
import { soas } from '../../db/violations-fees-schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import { createTransaction } from '../transactions/create-transaction';
import { assertSoaPayable, sameName, soaStatus } from './soa-state';
import { SOA_SUBJECT_KIND, soaKeys, soaSubject } from './soa-subject';
import { billBeingPaid } from '../payments/bill-being-paid';

type Soa = typeof soas.$inferSelect;

// The module whose transaction types may pay an SOA (seed/demo-modules.ts: MISC).
const SOA_MODULE = 'MISC';

/**
 * Statements of account (§2.13): verification by number and payor's name, and the transaction
 * that pays one. A number with another name answers exactly as an unknown number ('No Record
 * Found'): number and name together are what proves the payer holds the paper.
 */
export function createSoaService({ db, now, publicUrl }: { db: Db; now: () => Date; publicUrl: string }) {
  async function find(soaNumber: string, name: string): Promise<Soa> {
    const [row] = await db.select().from(soas).where(eq(soas.soaNumber, soaNumber.trim().toUpperCase()));
    if (!row || !sameName(row.payorName, name)) throw new NotFoundError('No Record Found');
    return row;
  }

  const attributes = (soa: Soa): Omit<SoaVerification, 'being_paid'> => ({
    name: soa.payorName,
    bill_date: soa.billDate,
    amount: (soa.amount / 100).toFixed(2),
    soa_number: soa.soaNumber,
    url: `${publicUrl}${soaPayPath(soa.soaNumber)}`,
    office: soa.office,
    description: soa.description,
    expires_on: soa.expiresOn,
    status: soaStatus(soa, now()),
  });

  async function transactionTypeOf(id: number) {
    const [row] = !isPgInteger(id)
      ? []
      : await db
          .select({ name: applicationStatuses.name, module: systemModules.name })
          .from(applicationStatuses)
          .innerJoin(systemModules, eq(systemModules.id, applicationStatuses.systemModuleId))
          .where(eq(applicationStatuses.id, id));
    if (row?.module !== SOA_MODULE) {
      throw new ValidationError({ application_status_id: ['The selected Transaction Type is invalid.'] });
    }
    return row;
  }

  return {
    /**
     * `POST /api/v1/misc_fee/taxpayer/applications/verify`: the SOA, whatever its state, and
     * whether another payer's checkout for it is open right now (issue 25).
     */
    async verify(soaNumber: string, name: string, taxpayerId: number): Promise<SoaVerification> {
      const soa = await find(soaNumber, name);
      const beingPaid = await billBeingPaid(db, soaKeys(soa.id), {
        now: now(),
        exceptTaxpayerId: taxpayerId,
      });
      return { ...attributes(soa), being_paid: beingPaid };
    },

    /**
     * Creates the WAITING FOR PAYMENT transaction for an SOA that can still be paid, or answers
     * the one this taxpayer already has for it. Others may bill the same SOA: whoever pays first
     * settles it (claim-soa.ts), and paymentgate refuses the rest.
     */
    async createPayment(input: { taxpayerId: number; soaNumber: string; name: string; statusId: number }) {
      const type = await transactionTypeOf(input.statusId);
      const soa = await find(input.soaNumber, input.name);
      assertSoaPayable(soa, now());
      const transactionId = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${7_245_141}, ${input.taxpayerId})`);
        const [open] = await tx
          .select({ id: transactionHistories.id })
          .from(transactionHistories)
          .where(
            and(
              eq(transactionHistories.taxpayerId, input.taxpayerId),
              inArray(transactionHistories.status, [...TRANSACTION_ACTIONS.pay.from]),
              eq(transactionHistories.amount, soa.amount),
              sql`${transactionHistories.subject}->>'kind' = ${SOA_SUBJECT_KIND}`,
              sql`(${transactionHistories.subject}->>'soa_id')::int = ${soa.id}`,
            ),
          )
          .limit(1);
        if (open) return open.id;
        const created = await createTransaction(
          tx,
          {
            taxpayerId: input.taxpayerId,
            moduleType: type.module,
            transactionType: type.name,
            applicationStatusId: input.statusId,
            description: `Statement of account ${soa.soaNumber}, ${soa.office}: ${soa.description}`,
            descriptionFil: `Statement of account (SOA) ${soa.soaNumber}, ${soa.office}: ${soa.description}`,
            amount: soa.amount,
            subject: soaSubject(soa.id, { soa_number: soa.soaNumber, payor_name: soa.payorName }),
          },
          now(),
        );
        return created.id;
      });
      return { transactionId, soa: attributes(soa) };
    },
  };
}

export type SoaService = ReturnType<typeof createSoaService>;

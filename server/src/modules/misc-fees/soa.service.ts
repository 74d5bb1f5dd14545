import { eq } from 'drizzle-orm';
import { soaPayPath, type SoaVerification } from '@/domain/contracts/misc-fees';
import { billBeingPaid } from '../../billing/bill-being-paid';
import { createBillingOnce } from '../../billing/bill-once';
import { soaStatus } from '../../billing/soa-status';
import { transactionTypeOf } from '../../billing/transaction-type';
import type { Db } from '../../db/client';
import { soas } from '../../db/violations-fees-schema';
import { NotFoundError } from '../../http/http-errors';
import { soaBillKind } from './soa-bill-kind';
import { assertSoaPayable, sameName } from './soa-state';
import { soaIdOf, soaKeys, soaSubject } from './soa-subject';

type Soa = typeof soas.$inferSelect;

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
      const type = await transactionTypeOf(db, input.statusId, soaBillKind.transactionTypes);
      const soa = await find(input.soaNumber, input.name);
      assertSoaPayable(soa, now());
      const transactionId = await createBillingOnce(
        db,
        soaBillKind,
        input.taxpayerId,
        {
          same: (open) => open.find((o) => o.amount === soa.amount && soaIdOf(o.subject) === soa.id),
          transaction: {
            moduleType: type.module,
            transactionType: type.name,
            applicationStatusId: input.statusId,
            description: `Statement of account ${soa.soaNumber}, ${soa.office}: ${soa.description}`,
            descriptionFil: `Statement of account (SOA) ${soa.soaNumber}, ${soa.office}: ${soa.description}`,
            amount: soa.amount,
            subject: soaSubject(soa.id, { soa_number: soa.soaNumber, payor_name: soa.payorName }),
          },
        },
        now(),
      );
      return { transactionId, soa: attributes(soa) };
    },
  };
}

export type SoaService = ReturnType<typeof createSoaService>;

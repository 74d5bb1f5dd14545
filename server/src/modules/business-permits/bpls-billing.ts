import { desc, eq } from 'drizzle-orm';
import {
  isGroup,
  isPlaces,
  type ApplicationDefinition,
  type FieldDefinition,
  type StepItem,
} from '@/domain/applications/application-definition';
import { validateForm } from '@/domain/validation/validate-form';
import { manilaDateParts } from '@/domain/format/manila-date';
import { maskOwnerName } from '../../billing/mask-owner-name';
import { btaxBills } from '../../db/billing-schema';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/http-errors';
import type { Subjects } from '../applications/application-subjects';
import { BUSINESS_PERMITS_MESSAGES } from './business-permits.messages';
import '../../http/rule-groups';

/** Where a business stands in the LGU's business billing this year (docs/decisions.md, §7.3). */
export type BplsBillingStatus = 'PAID' | 'UNPAID' | 'NOT YET BILLED';

/**
 * What the LGU's business billing (BPLS: the bills its business permits system exports, §3) says of
 * a business, by its BIN: its name, its owner masked as every BIN look-up masks it, and whether this
 * year's bills (Manila) are paid — never an amount. Null when no bill names the BIN.
 */
export async function bplsBillingOf(db: Db, bin: string, now: Date) {
  const bills = await db
    .select({
      year: btaxBills.year,
      accountName: btaxBills.accountName,
      ownerName: btaxBills.ownerName,
      paid: btaxBills.paidTransactionId,
    })
    .from(btaxBills)
    .where(eq(btaxBills.bin, bin.trim().toUpperCase()))
    .orderBy(desc(btaxBills.year), desc(btaxBills.id));
  const [latest] = bills;
  if (!latest) return null;
  const { year } = manilaDateParts(now);
  const thisYear = bills.filter((b) => b.year === year);
  const status: BplsBillingStatus =
    thisYear.length === 0 ? 'NOT YET BILLED' : thisYear.every((b) => b.paid !== null) ? 'PAID' : 'UNPAID';
  return {
    bin: bin.trim().toUpperCase(),
    business_name: latest.accountName,
    owner_name: maskOwnerName(latest.ownerName),
    year,
    billing_status: status,
  };
}

/** The field a definition asks a BIN in (its rules say `btax_bin`), or undefined. */
const binFieldOf = (definition: ApplicationDefinition) =>
  definition.steps
    .flatMap((step) => step.items ?? [])
    .filter((item: StepItem): item is FieldDefinition => !isGroup(item) && !isPlaces(item))
    .find((field) => field.rules.split('|').includes('btax_bin'))?.name;

/**
 * Registers `bin-in-bpls-billing`: the business a kind's form names by its BIN (the field ruled
 * `btax_bin`: an employer) must be one the LGU's business billing knows, whatever this year's
 * billing says; otherwise a 422 on that field.
 */
export function registerBplsBillingCheck(subjects: Subjects, db: Db) {
  subjects.check('bin-in-bpls-billing', async ({ definition, payload, now }) => {
    const field = binFieldOf(definition);
    if (!field) throw new Error(`${definition.route} asks no BIN for bin-in-bpls-billing`);
    // A BIN missing or badly written is the form's rule to say (validation follows the checks).
    const bin = payload[field];
    if (typeof bin !== 'string' || !validateForm({ [field]: 'required|btax_bin' }, payload).ok) return;
    if (!(await bplsBillingOf(db, bin, now)))
      throw invalidField(field, BUSINESS_PERMITS_MESSAGES.binNotBilled);
  });
}

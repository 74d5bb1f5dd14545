import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isPgInteger } from '../db/pg-integer';
import { applicationStatuses, systemModules } from '../db/schema';
import { ValidationError } from '../http/http-errors';

/**
 * The catalogue's transaction types (§2.8: a module and a type name) that may bill a kind, by
 * module: the names it accepts, or '*' for every type of the module.
 */
export type TransactionTypes = Readonly<Record<string, readonly string[] | '*'>>;

/** A transaction type as the catalogue names it. */
export interface TransactionType {
  /** The type's name, e.g. 'QUARTERLY'. */
  name: string;
  /** Its module's code, e.g. 'BTAX'. */
  module: string;
}

export const INVALID_TRANSACTION_TYPE_MESSAGE = 'The selected Transaction Type is invalid.';

/**
 * The transaction type a billing names (its application_status_id), when the kind accepts it; a
 * 422 on that field otherwise (an unknown id, another kind's type, or no id a column can hold).
 */
export async function transactionTypeOf(
  db: Db,
  id: number,
  accepted: TransactionTypes,
): Promise<TransactionType> {
  // An id no integer column can hold is no transaction type either (and would fail the query).
  const [row] = !isPgInteger(id)
    ? []
    : await db
        .select({ name: applicationStatuses.name, module: systemModules.name })
        .from(applicationStatuses)
        .innerJoin(systemModules, eq(systemModules.id, applicationStatuses.systemModuleId))
        .where(eq(applicationStatuses.id, id));
  const names = row && Object.hasOwn(accepted, row.module) ? accepted[row.module] : undefined;
  if (!row || !names || (names !== '*' && !names.includes(row.name))) {
    throw new ValidationError({ application_status_id: [INVALID_TRANSACTION_TYPE_MESSAGE] });
  }
  return row;
}

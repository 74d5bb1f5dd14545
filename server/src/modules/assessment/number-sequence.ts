import type { Tx } from '../../db/client';
import { nextDocumentNumber } from '../../documents/document-number';

/** What each series numbers, and what follows the kind's prefix: BP-SOA-2026-000001, BP-2026-000001. */
const SERIES = { SOA: '-SOA', PERMIT: '' } as const;

/**
 * The next number of a series in the (Manila) year of `at`, after the kind's prefix (its
 * definition's `numberPrefix`, docs/fee-schedule.md). One counter per series and year for every
 * kind (the document service's `document_sequences`): numbers never repeat across kinds, and the
 * counters kept before kinds had prefixes go on. Incremented inside the caller's transaction: a
 * rolled-back assessment or release uses no number.
 */
export const nextNumber = (tx: Tx, series: keyof typeof SERIES, prefix: string, at: Date) =>
  nextDocumentNumber(tx, { series, prefix: `${prefix}${SERIES[series]}` }, at);

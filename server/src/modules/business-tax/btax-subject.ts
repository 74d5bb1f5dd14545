/** `subject.kind` of a transaction that pays business tax bills (its bill kind's key, *-bill-kind.ts). */
export const BTAX_SUBJECT_KIND = 'btax_bill';

/**
 * What a business-tax transaction pays, as stored in its `subject`: the bills, oldest first, and
 * what the billing showed. `bill_id` (the first) is kept for transactions made before `bill_ids`.
 */
export function btaxSubject(billIds: readonly number[], details: Record<string, unknown> = {}) {
  return { kind: BTAX_SUBJECT_KIND, ...details, bill_id: billIds[0], bill_ids: [...billIds] };
}

/**
 * Subjects that bill any of these bills, as jsonb containment patterns (a transaction's subject
 * `@>` one of them): how payments finds another checkout open for the same bill.
 */
export const btaxBillKeys = (billIds: readonly number[]) =>
  billIds.flatMap((id) => [
    { kind: BTAX_SUBJECT_KIND, bill_ids: [id] },
    { kind: BTAX_SUBJECT_KIND, bill_id: id },
  ]);

/** The bill ids of a business-tax transaction's subject; none for any other kind of subject. */
export function btaxBillIds(subject: Record<string, unknown>): number[] {
  if (subject.kind !== BTAX_SUBJECT_KIND) return [];
  if (Array.isArray(subject.bill_ids))
    return subject.bill_ids.filter((id): id is number => Number.isInteger(id));
  return Number.isInteger(subject.bill_id) ? [subject.bill_id as number] : [];
}

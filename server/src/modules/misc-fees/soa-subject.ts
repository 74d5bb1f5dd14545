/** `subject.kind` of a transaction that pays a statement of account (its bill kind's key, *-bill-kind.ts). */
export const SOA_SUBJECT_KIND = 'soa';

/** What an SOA transaction pays, as stored in its `subject`: the SOA and what the payer saw. */
export function soaSubject(soaId: number, details: Record<string, unknown> = {}) {
  return { kind: SOA_SUBJECT_KIND, ...details, soa_id: soaId };
}

/** Subjects that bill this SOA, as jsonb containment patterns (see btaxBillKeys). */
export const soaKeys = (soaId: number) => [{ kind: SOA_SUBJECT_KIND, soa_id: soaId }];

/** The SOA id of an SOA transaction's subject; null for any other kind of subject. */
export function soaIdOf(subject: Record<string, unknown>): number | null {
  return subject.kind === SOA_SUBJECT_KIND && Number.isInteger(subject.soa_id)
    ? (subject.soa_id as number)
    : null;
}

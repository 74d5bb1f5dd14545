/** `subject.kind` of a transaction that pays a notice of violation (its bill kind's key, *-bill-kind.ts). */
export const NOV_SUBJECT_KIND = 'nov_notice';

/**
 * What an NOV transaction pays, as stored in its `subject`: the notice, and its total when it was
 * billed (a re-import that changes the violations must not be paid at the old amount).
 */
export function novSubject(
  noticeId: number,
  details: { nov_no: string; total_amount: number; valid_id_to_present: string },
) {
  return { kind: NOV_SUBJECT_KIND, notice_id: noticeId, ...details };
}

/** Subjects that bill this notice, as jsonb containment patterns (see btaxBillKeys). */
export const novNoticeKeys = (noticeId: number) => [{ kind: NOV_SUBJECT_KIND, notice_id: noticeId }];

/** The notice id of an NOV transaction's subject; null for any other kind of subject. */
export function novNoticeIdOf(subject: Record<string, unknown>): number | null {
  if (subject.kind !== NOV_SUBJECT_KIND) return null;
  return Number.isInteger(subject.notice_id) ? (subject.notice_id as number) : null;
}

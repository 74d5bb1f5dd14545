import type { NovRecord } from '@/domain/contracts/violations';
import { centavosToPesos } from '@/domain/money/centavos';
import type { FoundNotice } from './find-notice';

/** The §3 notice of violation as the inquiry and the create call answer it. */
export const novAttributes = (notice: FoundNotice): Omit<NovRecord, 'being_paid'> => ({
  nov_no: notice.novNo,
  plate_no: notice.plateNo,
  total_amount: centavosToPesos(notice.totalAmount),
  created_at: notice.issuedAt.toISOString(),
  violations: notice.violations.map((v) => ({
    violation_name: v.name,
    violation_article: v.article,
    violation_amount: centavosToPesos(v.amount),
  })),
  is_paid: notice.paidTransactionId !== null,
});

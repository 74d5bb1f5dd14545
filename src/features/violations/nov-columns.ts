import type { BillingColumn } from '@/components/billing-column';
import type { NovRecord, NovViolation } from '@/domain/contracts/violations';
import { formatDateTime } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { getIntlLocale } from '@/lib/i18n/locale';
import { violationsMessages } from './violations-messages';

const { t } = violationsMessages;
const peso = (amount: string) => formatPeso(amount, { sign: true });

/** 'NOV No. 101-26-0312-0000001: ₱2,000.00', above the notice (call while rendering). */
export const noticeSummary = (notice: NovRecord) =>
  t('noticeSummary', { novNo: notice.nov_no, total: peso(notice.total_amount) });

/** The notice (§2.12): PLATE NUMBER, AMOUNT, DATE with its time (call while rendering). */
export const noticeColumns = (): readonly BillingColumn<NovRecord>[] => [
  { label: t('plateNumber'), value: (r) => r.plate_no },
  { label: t('amount'), value: (r) => peso(r.total_amount), numeric: true, lead: true },
  { label: t('date'), value: (r) => formatDateTime(r.created_at, getIntlLocale()) },
];

/** Each violation: its name, the article it breaks, its amount (call while rendering). */
export const violationColumns = (): readonly BillingColumn<NovViolation>[] => [
  { label: t('violation'), value: (r) => r.violation_name, lead: true },
  { label: t('article'), value: (r) => r.violation_article },
  { label: t('violationAmount'), value: (r) => peso(r.violation_amount), numeric: true },
];

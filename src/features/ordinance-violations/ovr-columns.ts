import type { BillingColumn } from '@/components/billing-column';
import type { OvrCheck, OvrViolationItem } from '@/domain/contracts/ordinance-violations';
import { formatDateTime } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { getIntlLocale } from '@/lib/i18n/locale';
import { ovrMessages } from './ordinance-violations-messages';

const { t } = ovrMessages;
const peso = (amount: string) => formatPeso(amount, { sign: true });

/** The ticket as the LGU recorded it (a check's answer or a receipt's). */
export type OvrTicketView = Pick<
  OvrCheck['attributes'],
  'ovr_no' | 'violator_name' | 'apprehended_at' | 'place' | 'plate_no' | 'violations' | 'total_amount'
>;

/** 'OVR No. OVR-2026-000101: ₱500.00', above the ticket (call while rendering). */
export const ticketSummary = (ticket: OvrTicketView) =>
  t('ticketSummary', { ovrNo: ticket.ovr_no, total: peso(ticket.total_amount) });

/** The ticket: VIOLATOR, AMOUNT, DATE with its time, PLACE and, for a vehicle, its plate. */
export const ticketColumns = (ticket: OvrTicketView): readonly BillingColumn<OvrTicketView>[] => [
  { label: t('violator'), value: (r) => r.violator_name },
  { label: t('amount'), value: (r) => peso(r.total_amount), numeric: true, lead: true },
  { label: t('date'), value: (r) => formatDateTime(r.apprehended_at, getIntlLocale()) },
  { label: t('place'), value: (r) => r.place },
  ...(ticket.plate_no ? [{ label: t('plateNumber'), value: (r: OvrTicketView) => r.plate_no }] : []),
];

/** Each ordinance violated: the ordinance, the violation, its fine (call while rendering). */
export const violationColumns = (): readonly BillingColumn<OvrViolationItem>[] => [
  { label: t('violation'), value: (r) => r.violation, lead: true },
  { label: t('ordinance'), value: (r) => r.ordinance },
  { label: t('fine'), value: (r) => peso(r.amount), numeric: true },
];

import type { BillingColumn } from '@/components/billing-column';
import type { RptProperty } from '@/domain/contracts/property-tax';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos } from '@/domain/money/centavos';
import { rptMessages } from './rpt-messages';

const { t } = rptMessages;

/** Centavos as pesos with the sign, in the current language (the RPT total carries it, §9). */
export const rptPeso = (centavos: number) => formatPeso(centavosToPesos(centavos), { sign: true });

/** What identifies a property on every list: ARP No., PIN, Brgy., Survey No., Tax Year (§2.11). */
const identity = (): BillingColumn<RptProperty>[] => [
  { label: t('arpNo'), value: (p) => p.new_arp },
  { label: t('pin'), value: (p) => p.pin },
  { label: t('brgy'), value: (p) => p.barangay },
  { label: t('surveyNo'), value: (p) => p.survey_no ?? '' },
  { label: t('taxYear'), value: (p) => String(p.tax_year) },
];

/**
 * A ready card's rows, in the order of §2.11 (call while rendering): the property, then what
 * paying it costs, Total Amount first and large on a phone.
 */
export const readyColumns = (): readonly BillingColumn<RptProperty>[] => [
  ...identity(),
  { label: t('taxDue'), value: (p) => rptPeso(p.tax_due), numeric: true },
  { label: t('penalty'), value: (p) => rptPeso(p.penalty), numeric: true },
  { label: t('discount'), value: (p) => rptPeso(p.discount), numeric: true },
  { label: t('totalAmount'), value: (p) => rptPeso(p.total), numeric: true, lead: true },
];

/** The paid, delinquent and on-process lists: which properties, not what they would cost. */
export const listedColumns = (): readonly BillingColumn<RptProperty>[] => identity();

import type { RptProperty, RptTotal } from '@/domain/contracts/property-tax';
import { centavosToPesos, formatCentavos } from '@/domain/money/centavos';
import { yearTax } from '@/domain/property-tax/year-tax';
import type { RptRates } from '@/domain/property-tax/rpt-rates';
import { maskOwnerName } from '../../billing/mask-owner-name';
import type { RptPropertyRow } from './rpt-queries';

const human = (centavos: number) => formatCentavos(centavos, { sign: true });

/** What one property costs as listed or calculated. */
export interface RptAmounts {
  taxDue: number;
  penalty: number;
  discount: number;
  total: number;
}

export const NO_AMOUNTS: RptAmounts = { taxDue: 0, penalty: 0, discount: 0, total: 0 };

/**
 * The §3 property record. Any signed-in account may look up any owner ID, so the owner's name is
 * masked as business tax masks it; the assessed value is not sent (the year's tax tells enough).
 */
export function rptRecord(
  row: RptPropertyRow,
  taxYear: number,
  rates: RptRates,
  view: { amounts: RptAmounts; quarterFrom: number; period: number; selected: boolean },
  extra: Pick<RptProperty, 'transaction_id' | 'reference_number'> = {},
): RptProperty {
  const { amounts } = view;
  return {
    owner_id: row.ownerId,
    owner_name: maskOwnerName(row.ownerName) ?? '',
    pin: row.pin,
    new_pin: row.newPin,
    new_arp: row.arpNo,
    barangay: row.barangay,
    survey_no: row.surveyNo,
    kind: row.kind,
    classification: row.classification,
    tax_year: taxYear,
    initial_amount: centavosToPesos(yearTax(row.assessedValue, rates).total),
    tax_due: amounts.taxDue,
    penalty: amounts.penalty,
    discount: amounts.discount,
    total: amounts.total,
    tax_due_human: human(amounts.taxDue),
    penalty_human: human(amounts.penalty),
    discount_human: human(amounts.discount),
    total_human: human(amounts.total),
    quarter_from: view.quarterFrom,
    period: view.period,
    selected: view.selected,
    ...extra,
  };
}

/** The sums of some records. */
export function rptTotal(records: readonly RptProperty[]): RptTotal {
  const sum = (pick: (r: RptProperty) => number) => records.reduce((s, r) => s + pick(r), 0);
  const taxDue = sum((r) => r.tax_due);
  const penalty = sum((r) => r.penalty);
  const discount = sum((r) => r.discount);
  const total = sum((r) => r.total);
  return {
    tax_due: taxDue,
    penalty,
    discount,
    total,
    tax_due_human: human(taxDue),
    penalty_human: human(penalty),
    discount_human: human(discount),
    total_human: human(total),
  };
}

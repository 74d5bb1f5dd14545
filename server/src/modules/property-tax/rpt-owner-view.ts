import type { RptListResponse, RptProperty, RptPropertyChoice } from '@/domain/contracts/property-tax';
import { priceQuarters, type RptPrice, type YearMonth } from '@/domain/property-tax/price-quarters';
import { propertyStanding } from '@/domain/property-tax/property-standing';
import type { RptRates } from '@/domain/property-tax/rpt-rates';
import { ValidationError } from '../../http/http-errors';
import type { OwnerState, RptPropertyRow } from './rpt-queries';
import { NO_AMOUNTS, rptRecord, rptTotal } from './rpt-records';

/** A ready property priced for the period chosen (or 4). */
export interface PricedProperty {
  row: RptPropertyRow;
  quarters: number[];
  period: number;
  price: RptPrice;
  record: RptProperty;
}

export interface ViewInput {
  taxYear: number;
  currentYear: number;
  paidIn: YearMonth;
  rates: RptRates;
}

const ordinal = ['1st', '2nd', '3rd', '4th'];

/** The quarters a period pays: the unpaid ones up to it (the period is 4 for any year but this one). */
function price(row: RptPropertyRow, unpaid: number[], period: number, input: ViewInput): PricedProperty {
  const quarters = unpaid.filter((q) => q <= period);
  const result = priceQuarters({
    assessedValue: row.assessedValue,
    taxYear: input.taxYear,
    quarters,
    completesYear: unpaid.every((q) => q <= period),
    paidIn: input.paidIn,
    rates: input.rates,
  });
  const record = rptRecord(row, input.taxYear, input.rates, {
    amounts: result,
    quarterFrom: unpaid[0] ?? 1,
    period,
    selected: false,
  });
  return { row, quarters, period, price: result, record };
}

/**
 * Sorts an owner's properties into the §2.11 lists for a tax year; ready properties are priced
 * for period 4, unselected. `total` sums the ready ones.
 */
export function ownerLists(
  state: OwnerState,
  input: ViewInput,
): RptListResponse & { ready: PricedProperty[] } {
  const lists: Required<Omit<RptListResponse, 'total'>> = {
    properties: [],
    advance: [],
    deliquent: [],
    pending: [],
    earlier_year_due: [],
  };
  const ready: PricedProperty[] = [];
  const still = { amounts: NO_AMOUNTS, quarterFrom: 1, period: 4, selected: false };
  for (const row of state.rows) {
    const paid = state.paid.get(row.id) ?? {
      importedPaidThrough: row.importedPaidThrough,
      portalPaid: new Set(),
    };
    const open = state.open.get(row.id);
    const standing = propertyStanding(paid, input.taxYear, input.currentYear, open !== undefined);
    if (standing.list === 'properties') {
      const priced = price(row, standing.unpaid, 4, input);
      ready.push(priced);
      lists.properties.push(priced.record);
    } else if (standing.list === 'pending' && open) {
      lists.pending.push(
        rptRecord(row, input.taxYear, input.rates, still, {
          transaction_id: String(open.transactionId),
          reference_number: open.referenceNumber,
        }),
      );
    } else {
      lists[standing.list].push(rptRecord(row, input.taxYear, input.rates, still));
    }
  }
  return { ...lists, total: rptTotal(lists.properties), ready };
}

/** Why a chosen property cannot be calculated or billed, under `properties` (a 422). */
function refuse(message: string): never {
  throw new ValidationError({ properties: [message] });
}

/**
 * Prices the chosen properties for their periods (only the current year offers a choice; later
 * years pay all four quarters). Each must be ready; a period before the first unpaid quarter is
 * refused. Returns the priced choices, in the owner's order.
 */
export function priceChoices(
  state: OwnerState,
  input: ViewInput,
  choices: readonly RptPropertyChoice[],
): { lists: ReturnType<typeof ownerLists>; chosen: PricedProperty[] } {
  const lists = ownerLists(state, input);
  const byPin = new Map(choices.map((c) => [c.pin.toUpperCase(), c.period]));
  for (const pin of byPin.keys()) {
    if (lists.ready.some((p) => p.row.pin === pin)) continue;
    const where = (list: RptProperty[]) => list.find((p) => p.pin === pin);
    const pending = where(lists.pending);
    if (pending) {
      refuse(
        `You already have an unpaid billing for PIN ${pin} (reference ${pending.reference_number}). Pay or cancel it in your transaction history first.`,
      );
    }
    if (where(lists.advance)) refuse(`PIN ${pin} is already paid for ${input.taxYear}.`);
    if (where(lists.deliquent)) {
      refuse(`PIN ${pin} has unpaid past years: please go to the Municipal Office to settle them.`);
    }
    const earlier = where(lists.earlier_year_due ?? []);
    if (earlier) refuse(`PIN ${pin}: pay the years before ${input.taxYear} first.`);
    refuse(`PIN ${pin} is not a property of owner ${state.rows[0]?.ownerId ?? ''}.`);
  }
  const chosen = lists.ready.flatMap((p) => {
    const asked = byPin.get(p.row.pin);
    if (asked === undefined) return [];
    const period = input.taxYear === input.currentYear ? asked : 4;
    const from = p.record.quarter_from;
    if (period < from) {
      refuse(
        `PIN ${p.row.pin}: the ${ordinal[from - 2]} quarter is paid; choose a period from the ${ordinal[from - 1]}.`,
      );
    }
    const unpaid = p.quarters.filter((q) => q >= from);
    const priced = price(p.row, unpaid, period, input);
    return [{ ...priced, record: { ...priced.record, selected: true } }];
  });
  return { lists, chosen };
}

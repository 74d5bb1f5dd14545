import type { CollectionLine, FundCode } from '@/domain/treasury/funds';
import type { ReceiptRow } from './day-receipts';
import type { TreasuryAdjustment } from '../../billing/bill-treasury';

/** One official receipt in the day's report. */
export interface CollectedReceipt {
  row: ReceiptRow;
  payor: string;
  channel: string;
  /** Who collected it: an office payment's member ('staff:3'), else the online channel ('online:sandbox'). */
  collectorKey: string;
  /** The LGU's collections, in nature-of-collection lines that add up to the receipt's amount. */
  lines: CollectionLine[];
  /** Centavos the payment service charged on top: not LGU revenue. */
  convenienceFee: number;
  /** Assessed below (or above) the fee schedule: both totals and the officers (issue 25). */
  adjustment?: TreasuryAdjustment | undefined;
}

/** A collector's (or an online channel's) receipts of the day. */
export interface CollectorGroup {
  key: string;
  channel: string;
  collector: string | null;
  count: number;
  amount: number;
  convenienceFee: number;
  funds: Partial<Record<FundCode, number>>;
}

/** What the day's (or one collector's) receipts add up to. */
export interface CollectionTotals {
  count: number;
  amount: number;
  convenienceFee: number;
  funds: Partial<Record<FundCode, number>>;
  natures: CollectionLine[];
  /** Trust Fund money held for other agencies, by agency (the BFP's fire code fees): remitted, not the LGU's. */
  remittances: { agency: string; amount: number }[];
}

const add = (funds: Partial<Record<FundCode, number>>, lines: readonly CollectionLine[]) => {
  for (const l of lines) funds[l.fund] = (funds[l.fund] ?? 0) + l.amount;
};

/** The collector key of an official receipt: the member who took it at the office, else its channel. */
export const collectorKeyOf = (row: ReceiptRow, channel: string) => row.collectedBy ?? `online:${channel}`;

/** Totals of receipts: count, amounts by fund and by nature, the fee apart, what is remitted to whom. */
export function totalsOf(receipts: readonly CollectedReceipt[]): CollectionTotals {
  const totals: CollectionTotals = {
    count: 0,
    amount: 0,
    convenienceFee: 0,
    funds: {},
    natures: [],
    remittances: [],
  };
  for (const r of receipts) {
    totals.count += 1;
    totals.amount += r.row.amount;
    totals.convenienceFee += r.convenienceFee;
    add(totals.funds, r.lines);
    for (const l of r.lines) {
      const same = totals.natures.find(
        (n) => n.nature.en === l.nature.en && n.fund === l.fund && n.remitTo === l.remitTo,
      );
      if (same) same.amount += l.amount;
      else totals.natures.push({ ...l });
      if (!l.remitTo) continue;
      const agency = totals.remittances.find((a) => a.agency === l.remitTo);
      if (agency) agency.amount += l.amount;
      else totals.remittances.push({ agency: l.remitTo, amount: l.amount });
    }
  }
  return totals;
}

/** The receipts grouped by collector and channel (a cashier's counter and proofs apart), in the order first seen. */
export function groupsOf(receipts: readonly CollectedReceipt[]): CollectorGroup[] {
  const groups = new Map<string, CollectorGroup>();
  for (const r of receipts) {
    const at = `${r.channel}\u0000${r.collectorKey}`;
    const group = groups.get(at) ?? {
      key: r.collectorKey,
      channel: r.channel,
      collector: r.row.collectorName ?? r.row.collectedBy,
      count: 0,
      amount: 0,
      convenienceFee: 0,
      funds: {},
    };
    group.count += 1;
    group.amount += r.row.amount;
    group.convenienceFee += r.convenienceFee;
    add(group.funds, r.lines);
    groups.set(at, group);
  }
  return [...groups.values()];
}

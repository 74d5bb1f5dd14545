import type { CollectionLine, FundCode } from '@/domain/treasury/funds';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/http-errors';
import { manilaDayEnd, manilaDayStart } from '../audit/manila-day-range';
import { isOfficeChannel, NO_CHANNEL } from './collection-channels';
import { receiptsBetween, type ReceiptRow } from './day-receipts';
import type { BillKind } from '../../billing/bill-kind';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { TreasuryAdjustment } from '../../billing/bill-treasury';
import { TREASURY_MESSAGES } from './treasury.messages';

/** One official receipt in the day's report. */
export interface CollectedReceipt {
  row: ReceiptRow;
  payor: string;
  channel: string;
  /** The LGU's revenue, in nature-of-collection lines that add up to the receipt's amount. */
  lines: CollectionLine[];
  /** Centavos the payment service charged on top: not LGU revenue. */
  convenienceFee: number;
  /** Assessed below (or above) the fee schedule: both totals and the officers (issue 25). */
  adjustment?: TreasuryAdjustment | undefined;
}

/** A collector's (or an online channel's) receipts of the day. */
export interface CollectorGroup {
  channel: string;
  collector: string | null;
  count: number;
  amount: number;
  convenienceFee: number;
  funds: Partial<Record<FundCode, number>>;
}

export interface DayCollections {
  day: string;
  receipts: CollectedReceipt[];
  groups: CollectorGroup[];
  totals: {
    count: number;
    amount: number;
    convenienceFee: number;
    funds: Partial<Record<FundCode, number>>;
    natures: { nature: CollectionLine['nature']; fund: FundCode; amount: number }[];
  };
}

const add = (funds: Partial<Record<FundCode, number>>, lines: readonly CollectionLine[]) => {
  for (const l of lines) funds[l.fund] = (funds[l.fund] ?? 0) + l.amount;
};

/**
 * The day's collections (issue 28; BLGF's Report of Collections and Deposits): every official
 * receipt of a Manila day with its payor, nature-of-collection lines and funds from its kind
 * (BillKind's BillTreasury), the convenience fee apart from the LGU's revenue, grouped by collector and
 * channel, with totals by fund and by nature.
 */
export function createCollectionsService({ db, kinds }: { db: Db; kinds: Pick<BillKindRegistry, 'of'> }) {
  async function linesOf(rows: readonly ReceiptRow[]): Promise<CollectionLine[][]> {
    const out: CollectionLine[][] = rows.map(() => []);
    const byKind = new Map<BillKind | undefined, number[]>();
    rows.forEach((r, i) => {
      const kind = kinds.of(r.subject);
      byKind.set(kind, [...(byKind.get(kind) ?? []), i]);
    });
    for (const [kind, indexes] of byKind) {
      const paid = indexes.map((i) => rows[i] as ReceiptRow);
      const lines = kind?.collectionLines
        ? await kind.collectionLines(
            db,
            paid.map((r) => ({ ...r, id: r.transactionId })),
          )
        : paid.map((r) => [
            {
              nature: { en: r.transactionType, fil: r.transactionType },
              fund: 'GF' as const,
              amount: r.amount,
            },
          ]);
      indexes.forEach((i, n) => (out[i] = lines[n] ?? []));
    }
    return out;
  }

  /** The fee adjustment behind each receipt, as its kind tells it (issue 25); undefined for most. */
  async function adjustmentsOf(rows: readonly ReceiptRow[]): Promise<(TreasuryAdjustment | undefined)[]> {
    const out: (TreasuryAdjustment | undefined)[] = rows.map(() => undefined);
    const byKind = new Map<BillKind, number[]>();
    rows.forEach((r, i) => {
      const kind = kinds.of(r.subject);
      if (kind?.adjustments) byKind.set(kind, [...(byKind.get(kind) ?? []), i]);
    });
    for (const [kind, indexes] of byKind) {
      const paid = indexes.map((i) => rows[i] as ReceiptRow).map((r) => ({ ...r, id: r.transactionId }));
      const found = (await kind.adjustments?.(db, paid)) ?? [];
      indexes.forEach((i, n) => (out[i] = found[n]));
    }
    return out;
  }

  async function day(dayText: string | undefined): Promise<DayCollections> {
    const from = manilaDayStart(dayText);
    const to = manilaDayEnd(dayText);
    if (!from || !to || !dayText) throw invalidField('date', TREASURY_MESSAGES.badDay);
    const rows = await receiptsBetween(db, from, to);
    const [lines, adjustments] = await Promise.all([linesOf(rows), adjustmentsOf(rows)]);
    const receipts = rows.map((row, i): CollectedReceipt => {
      const kind = kinds.of(row.subject);
      const taken = row.taken ?? row.amount;
      return {
        row,
        payor: kind?.payor?.(row.subject) ?? row.accountName,
        channel: row.gateway ?? NO_CHANNEL,
        lines: lines[i] ?? [],
        adjustment: adjustments[i],
        // What a gateway took beyond the bill is the payment service's fee; an office takes none.
        convenienceFee: isOfficeChannel(row.gateway) ? 0 : Math.max(taken - row.amount, 0),
      };
    });
    const groups = new Map<string, CollectorGroup>();
    const totals: DayCollections['totals'] = {
      count: 0,
      amount: 0,
      convenienceFee: 0,
      funds: {},
      natures: [],
    };
    for (const r of receipts) {
      const collector = r.row.collectorName ?? r.row.collectedBy;
      const key = `${r.channel}\u0000${collector ?? ''}`;
      const group = groups.get(key) ?? {
        channel: r.channel,
        collector,
        count: 0,
        amount: 0,
        convenienceFee: 0,
        funds: {},
      };
      group.count += 1;
      group.amount += r.row.amount;
      group.convenienceFee += r.convenienceFee;
      add(group.funds, r.lines);
      groups.set(key, group);
      totals.count += 1;
      totals.amount += r.row.amount;
      totals.convenienceFee += r.convenienceFee;
      add(totals.funds, r.lines);
      for (const l of r.lines) {
        const same = totals.natures.find((n) => n.nature.en === l.nature.en && n.fund === l.fund);
        if (same) same.amount += l.amount;
        else totals.natures.push({ ...l });
      }
    }
    return { day: dayText, receipts, groups: [...groups.values()], totals };
  }

  return { day };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

import type { Db } from '../../db/client';
import { invalidField } from '../../http/http-errors';
import { manilaDayEnd, manilaDayStart } from '../audit/manila-day-range';
import { isOfficeChannel, NO_CHANNEL } from './collection-channels';
import { receiptsBetween, type ReceiptRow } from './day-receipts';
import type { BillKind } from '../../billing/bill-kind';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { TreasuryAdjustment } from '../../billing/bill-treasury';
import { collectionLinesOf } from '../../billing/collection-lines';
import { TREASURY_MESSAGES } from './treasury.messages';
import {
  collectorKeyOf,
  groupsOf,
  totalsOf,
  type CollectedReceipt,
  type CollectionTotals,
  type CollectorGroup,
} from './collection-totals';

export type { CollectedReceipt } from './collection-totals';

export interface DayCollections {
  day: string;
  receipts: CollectedReceipt[];
  groups: CollectorGroup[];
  totals: CollectionTotals;
}

/**
 * The day's collections (issue 28; BLGF's Report of Collections and Deposits): every official
 * receipt of a Manila day with its payor, nature-of-collection lines and funds from its kind
 * (BillKind's BillTreasury), the convenience fee apart from the LGU's revenue, grouped by collector and
 * channel, with totals by fund and by nature.
 */
export function createCollectionsService({ db, kinds }: { db: Db; kinds: Pick<BillKindRegistry, 'of'> }) {
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
    const [lines, adjustments] = await Promise.all([
      collectionLinesOf(
        db,
        kinds,
        rows.map((r) => ({ ...r, id: r.transactionId })),
      ),
      adjustmentsOf(rows),
    ]);
    const receipts = rows.map((row, i): CollectedReceipt => {
      const kind = kinds.of(row.subject);
      const taken = row.taken ?? row.amount;
      const channel = row.gateway ?? NO_CHANNEL;
      return {
        row,
        payor: kind?.payor?.(row.subject) ?? row.accountName,
        channel,
        collectorKey: collectorKeyOf(row, channel),
        lines: lines[i] ?? [],
        adjustment: adjustments[i],
        // What a gateway took beyond the bill is the payment service's fee; an office takes none.
        convenienceFee: isOfficeChannel(row.gateway) ? 0 : Math.max(taken - row.amount, 0),
      };
    });
    return { day: dayText, receipts, groups: groupsOf(receipts), totals: totalsOf(receipts) };
  }

  return { day };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

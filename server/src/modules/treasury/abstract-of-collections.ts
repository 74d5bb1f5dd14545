import { manilaDateParts } from '@/domain/format/manila-date';
import { FUND_CODES, type FundCode } from '@/domain/treasury/funds';
import { invalidField } from '../../http/http-errors';
import { totalsOf, type CollectedReceipt, type CollectionTotals } from './collection-totals';
import type { DayCollections } from './collections.service';
import { TREASURY_MESSAGES } from './treasury.messages';

/** One row of the Abstract: a nature-of-collection line of a receipt (the receipt's facts on its first). */
export interface AbstractRow {
  /** The receipt's first line: its date, number and payor are printed on it only. */
  first: boolean;
  date: string;
  time: string;
  orNumber: string;
  payor: string;
  nature: string;
  fund: FundCode;
  remitTo: string | null;
  /** Centavos. */
  amount: number;
}

/** BLGF's Abstract of Collections of a day and a collector (or of every collector of the day). */
export interface AbstractOfCollections {
  day: string;
  /** The collector's key ('staff:3', 'online:sandbox'), or null for the whole day. */
  collectorKey: string | null;
  /** Who collected, as printed ('Consuelo Kahera', "The portal's e-payment (sandbox)"), or 'All collectors'. */
  collector: string;
  /** The fund columns, in the funds' order: always the General Fund, the others when used. */
  funds: FundCode[];
  rows: AbstractRow[];
  totals: CollectionTotals;
  /** The first and last official receipt numbers, or null for a day without any. */
  receiptRange: { first: string; last: string } | null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Who collected a receipt, in the Abstract's words. */
export const collectorName = (r: CollectedReceipt) =>
  r.row.collectorName ?? r.row.collectedBy ?? `The portal's e-payment (${r.channel})`;

/**
 * The Abstract of Collections (BLGF's Local Treasury Operations Manual: the collector's daily
 * abstract of official receipts): each receipt's lines, date, OR number, payor and nature of
 * collection, the amount in its fund's column, and the totals by fund; the convenience fee is
 * not the LGU's and stays out of it. `collectorKey` picks one collector; a key not among the
 * day's collectors is refused.
 */
export function abstractOf(report: DayCollections, collectorKey?: string | null): AbstractOfCollections {
  const key = collectorKey?.trim() || null;
  const receipts = key ? report.receipts.filter((r) => r.collectorKey === key) : report.receipts;
  if (key && receipts.length === 0) throw invalidField('collector', TREASURY_MESSAGES.badCollector);
  const rows = receipts.flatMap((r) => {
    const at = manilaDateParts(r.row.paidAt);
    return r.lines.map((line, i): AbstractRow => ({
      first: i === 0,
      date: `${at.year}-${two(at.month)}-${two(at.day)}`,
      time: `${two(at.hours)}:${two(at.minutes)}`,
      orNumber: r.row.orNumber,
      payor: r.payor,
      nature: line.nature.en,
      fund: line.fund,
      remitTo: line.remitTo ?? null,
      amount: line.amount,
    }));
  });
  const totals = totalsOf(receipts);
  const numbers = receipts.map((r) => r.row.orNumber).sort();
  return {
    day: report.day,
    collectorKey: key,
    collector: key && receipts[0] ? collectorName(receipts[0]) : 'All collectors',
    funds: FUND_CODES.filter((f) => f === 'GF' || totals.funds[f] !== undefined),
    rows,
    totals,
    receiptRange: numbers.length > 0 ? { first: numbers[0] ?? '', last: numbers.at(-1) ?? '' } : null,
  };
}

import { manilaDateParts } from '@/domain/format/manila-date';
import { centavosToPesos } from '@/domain/money/centavos';
import { FUNDS } from '@/domain/treasury/funds';
import type { DayCollections } from './collections.service';

const HEADER = [
  'OR number',
  'Date',
  'Time',
  'Reference',
  'Payor',
  'Channel',
  'Collector',
  'Nature of collection',
  'Fund code',
  'Fund',
  'Remit to',
  'Amount',
  'Convenience fee (not LGU revenue)',
  // Issue 25's four eyes: a receipt charged other than the fee schedule, on its first row.
  'Fee schedule total',
  'Adjusted total',
  'Adjusted by',
  'Approved by',
  'Adjustment reason',
];

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and a text a spreadsheet would
 * run as a formula (a payor named "=HYPERLINK(…)") starts with an apostrophe (OWASP CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The day's collections as CSV (issue 28): a row per nature-of-collection line of each official
 * receipt with its fund (and the agency Trust Fund money is remitted to), its convenience fee and
 * any fee adjustment (issue 25: the schedule's and the adjusted totals, both officers, the reason)
 * on the receipt's first row only (so a column sum is the day's).
 * Amounts in pesos with two decimals; dates and times are Manila's.
 */
export function collectionsCsv(report: DayCollections): string {
  const rows = [HEADER];
  for (const r of report.receipts) {
    const at = manilaDateParts(r.row.paidAt);
    const a = r.adjustment;
    r.lines.forEach((line, i) => {
      const adjustment =
        i === 0 && a
          ? [
              centavosToPesos(a.scheduleTotal),
              centavosToPesos(a.adjustedTotal),
              a.adjustedByName,
              a.approvedByName ?? 'Not needed (within the share)',
              a.reason,
            ]
          : ['', '', '', '', ''];
      rows.push([
        r.row.orNumber,
        `${at.year}-${two(at.month)}-${two(at.day)}`,
        `${two(at.hours)}:${two(at.minutes)}`,
        r.row.reference,
        r.payor,
        r.channel,
        r.row.collectorName ?? '',
        line.nature.en,
        line.fund,
        FUNDS[line.fund].en,
        line.remitTo ?? '',
        centavosToPesos(line.amount),
        centavosToPesos(i === 0 ? r.convenienceFee : 0),
        ...adjustment,
      ]);
    });
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

import { FUNDS } from '@/domain/treasury/funds';
import { columnName, xlsxWorkbook, type XlsxCell } from '../../documents/xlsx/xlsx-workbook';
import type { AbstractOfCollections } from './abstract-of-collections';

const text = (value: string, bold = false): XlsxCell => ({ text: value, ...(bold && { bold }) });
// Pesos as numbers with two decimals: centavos / 100 is the nearest double, and a sum is done by
// the formula over them (its value computed here in centavos, so it never drifts).
const pesos = (centavos: number, bold = false): XlsxCell => ({
  number: centavos / 100,
  money: true,
  ...(bold && { bold }),
});

/**
 * The Abstract of Collections as an XLSX workbook (issue 28): the heading facts, then a row per
 * nature-of-collection line with its amount in its fund's column, totals as SUM formulas (with
 * their values), what is remitted to other agencies, and the convenience fee apart.
 */
export function abstractXlsx(abstract: AbstractOfCollections, lguName: string, preparedBy: string, at: Date) {
  const funds = abstract.funds;
  const header = [
    'Date',
    'Time',
    'OR number',
    'Payor',
    'Nature of collection',
    ...funds.map((f) => `${f} · ${FUNDS[f].en}`),
    'Remit to',
    'Total',
  ];
  const firstFundColumn = 5;
  const totalColumn = firstFundColumn + funds.length + 1;
  const rows: XlsxCell[][] = [
    [text(lguName, true)],
    [text('Abstract of Collections', true)],
    [text('Date'), text(abstract.day)],
    [text('Collector'), text(abstract.collector)],
    [
      text('Official receipts'),
      text(
        abstract.receiptRange ? `${abstract.receiptRange.first} to ${abstract.receiptRange.last}` : 'None',
      ),
    ],
    [],
    header.map((h) => text(h, true)),
  ];
  const firstDataRow = rows.length + 1;
  for (const r of abstract.rows) {
    rows.push([
      text(r.first ? r.date : ''),
      text(r.first ? r.time : ''),
      text(r.first ? r.orNumber : ''),
      text(r.first ? r.payor : ''),
      text(r.nature),
      ...funds.map((f) => (f === r.fund ? pesos(r.amount) : null)),
      text(r.remitTo ?? ''),
      pesos(r.amount),
    ]);
  }
  const lastDataRow = rows.length;
  const sum = (column: number, value: number): XlsxCell => {
    const name = columnName(column);
    return abstract.rows.length === 0
      ? pesos(0, true)
      : {
          formula: `SUM(${name}${firstDataRow}:${name}${lastDataRow})`,
          value: value / 100,
          money: true,
          bold: true,
        };
  };
  rows.push([
    text('Total', true),
    null,
    null,
    null,
    null,
    ...funds.map((f, i) => sum(firstFundColumn + i, abstract.totals.funds[f] ?? 0)),
    null,
    sum(totalColumn, abstract.totals.amount),
  ]);
  rows.push([]);
  for (const r of abstract.totals.remittances) {
    rows.push([
      text(`Of which held in trust and remitted to the ${r.agency}`),
      null,
      null,
      null,
      null,
      pesos(r.amount),
    ]);
  }
  rows.push([
    text('Convenience fees (the payment service’s, not LGU revenue; not in the totals above)'),
    null,
    null,
    null,
    null,
    pesos(abstract.totals.convenienceFee),
  ]);
  rows.push([]);
  rows.push([text('Prepared by'), text(preparedBy)]);
  return xlsxWorkbook(
    [
      {
        name: `Abstract ${abstract.day}`,
        widths: [11, 7, 16, 28, 34, ...funds.map(() => 16), 10, 16],
        rows,
      },
    ],
    at,
  );
}

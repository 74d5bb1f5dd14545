import { createHash } from 'node:crypto';
import type { DocumentKind, IssueRequest } from '../../documents/document-kind';
import type { AbstractOfCollections } from './abstract-of-collections';

const amount = (fact: string) => ({ money: fact, sign: false as const });

/**
 * BLGF's Abstract of Collections (issue 28) as a document of the document service: A4 landscape,
 * the day and the collector, a row per nature-of-collection line with its amount in its fund's
 * column, the totals by fund, what is held in trust for other agencies, the convenience fee apart
 * (not in it), the certification, and the QR code that verifies it. Issued when the treasury asks
 * for it; the same receipts give the same document (printing it again needs a reason), a changed
 * day (a receipt issued late) a new one.
 */
export const abstractDocument: DocumentKind = {
  kind: 'abstract-of-collections',
  title: { en: 'Abstract of Collections', fil: 'Abstrak ng mga Koleksyon' },
  noun: { en: 'abstract of collections', fil: 'abstrak ng mga koleksyon' },
  series: { series: 'ABSTRACT', prefix: 'AC' },
  validity: 'always',
  issued: 'on request',
  template: {
    paper: 'A4 landscape',
    office: 'Office of the Treasurer',
    heading: 'Abstract of Collections',
    numberLabel: 'Abstract No.',
    blocks: [
      { row: 'Date of collections', value: { date: 'day' }, bold: false },
      { row: 'Collector', value: 'collector' },
      { row: 'Official receipts', value: 'receipts', bold: false },
      { gap: 6 },
      {
        table: 'rows',
        foot: 'totals',
        columns: [
          { heading: 'Time', width: 40, value: 'time' },
          { heading: 'OR No.', width: 86, value: 'or_number' },
          { heading: 'Payor', width: 140, value: 'payor' },
          { heading: 'Nature of collection', width: 180, value: 'nature' },
          { heading: 'GF (pesos)', width: 70, value: amount('GF'), align: 'right' },
          { heading: 'SEF (pesos)', width: 62, value: amount('SEF'), align: 'right' },
          { heading: 'TF (pesos)', width: 70, value: amount('TF'), align: 'right' },
          { heading: 'Remit to', width: 44, value: 'remit_to' },
          { heading: 'Total (pesos)', width: 72, value: amount('amount'), align: 'right' },
        ],
      },
      { gap: 8 },
      {
        lines: 'remittances',
        total: { money: 'remitted' },
        totalLabel: 'Held in trust for other agencies and remitted to them',
      },
      { row: "The LGU's own collections", value: { money: 'own' }, money: true },
      {
        row: 'Convenience fees (the payment service’s; not LGU revenue, not in this abstract)',
        value: { money: 'convenience_fee' },
        money: true,
        bold: false,
      },
      { gap: 8 },
      {
        text: 'I certify that the above is a true and correct abstract of the collections of the day shown, for which the official receipts listed were issued.',
        size: 9,
      },
      { row: 'Prepared by', value: '$issued_by' },
    ],
    qrNote: 'Scan the code to check this abstract of collections:',
    notes: 'GF General Fund, SEF Special Education Fund, TF Trust Fund. Times are Philippine Standard Time.',
  },
  verify: [
    { label: { en: 'Date of Collections', fil: 'Petsa ng mga Koleksyon' }, value: { date: 'day' } },
    { label: { en: 'Collector', fil: 'Kolektor' }, value: 'collector' },
    { label: { en: 'Total Collected', fil: 'Kabuuang Nakolekta' }, value: { money: 'total' } },
  ],
  fileName: 'abstract-of-collections-{number}.pdf',
};

/**
 * What to issue for an Abstract: its facts as printed (a reprint is the same paper), under a
 * subject naming the day, the collector and a digest of its receipts, so the same receipts are
 * the same document and a day that changed is a new one.
 */
export function abstractRequest(
  abstract: AbstractOfCollections,
  issuedBy: string,
  issuedByName: string,
): IssueRequest {
  const rows = abstract.rows.map((r) => ({
    time: r.first ? r.time : '',
    or_number: r.first ? r.orNumber : '',
    payor: r.first ? r.payor : '',
    nature: r.nature,
    [r.fund]: r.amount,
    remit_to: r.remitTo ?? '',
    amount: r.amount,
  }));
  const remitted = abstract.totals.remittances.reduce((sum, r) => sum + r.amount, 0);
  const facts = {
    day: abstract.day,
    collector: abstract.collector,
    receipts: abstract.receiptRange
      ? `${abstract.receiptRange.first} to ${abstract.receiptRange.last} (${String(abstract.totals.count)})`
      : 'None',
    rows,
    totals: { nature: 'Total', ...abstract.totals.funds, amount: abstract.totals.amount },
    remittances: abstract.totals.remittances.map((r) => ({ label: `To the ${r.agency}`, amount: r.amount })),
    remitted,
    own: abstract.totals.amount - remitted,
    convenience_fee: abstract.totals.convenienceFee,
    total: abstract.totals.amount,
  };
  const digest = createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 24);
  return {
    kind: abstractDocument.kind,
    subjectKey: `collections:${abstract.day}:${abstract.collectorKey ?? 'all'}:${digest}`,
    facts,
    issuedBy,
    issuedByName,
  };
}

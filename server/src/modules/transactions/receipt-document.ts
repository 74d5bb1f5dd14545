import { eq } from 'drizzle-orm';
import { FUNDS, type CollectionLine } from '@/domain/treasury/funds';
import { applications } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import type { DocumentKind, IssueRequest } from '../../documents/document-kind';
import type { DocumentOwner } from '../../documents/document-registry';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import { collectionLinesOf } from '../../billing/collection-lines';

/**
 * The electronic official receipt as a document entry: its number is the OR number the payment
 * was given; it is issued the first time it is asked for (the payer's download, staff's list)
 * once the transaction is paid, with what was paid then. Its QR's page shows the date and total paid.
 * One paper for every reader: its labels are in English and Filipino side by side (issue 30), as
 * the same receipt is kept, printed and verified whatever language its payer reads.
 */
export const receiptDocument: DocumentKind = {
  kind: 'official-receipt',
  title: { en: 'Official Receipt', fil: 'Opisyal na Resibo' },
  noun: { en: 'receipt', fil: 'resibo' },
  validity: 'always',
  issued: 'when owed',
  template: {
    paper: 'A5',
    heading: 'Electronic Official Receipt · Elektronikong Opisyal na Resibo',
    numberLabel: 'OR No.',
    blocks: [
      { row: 'Reference number · Numero ng sanggunian', value: 'reference_number', bold: false },
      { row: 'Date paid · Petsa ng pagbayad', value: { datetime: 'paid_at' }, bold: false },
      { row: 'Payer · Nagbayad', value: 'payer', bold: false },
      { gap: 6 },
      { heading: 'Payment for · Bayad para sa' },
      { text: 'description' },
      { text: 'transaction_type', size: 9 },
      { gap: 6 },
      // Issue 28: each nature of collection with its fund code, the LGU's collections totalled apart
      // from the convenience fee, which is the payment service's and not LGU revenue.
      { heading: 'Nature of collection · Uri ng koleksyon' },
      {
        lines: 'collection_lines',
        total: { money: 'amount' },
        totalLabel: 'Total collected for the LGU · Kabuuang koleksyon ng LGU',
      },
      { gap: 6 },
      {
        row: 'Convenience fee (payment service, not LGU revenue) · Bayad sa serbisyo (hindi kita ng LGU)',
        value: { money: 'convenience_fee' },
        money: true,
        bold: false,
      },
      { rule: true },
      {
        row: 'Total paid, with the fee · Kabuuang binayaran, kasama ang bayad',
        value: { money: 'total' },
        money: true,
      },
    ],
    qrNote:
      'Scan the code to check that this receipt is genuine · I-scan ang code upang matiyak na tunay ang resibong ito:',
    notes:
      'Times are Philippine Standard Time (UTC+8) · Oras sa Pilipinas.\nThis receipt was issued electronically upon confirmation of payment.\nInilabas nang elektroniko ang resibong ito nang makumpirma ang bayad.',
  },
  verify: [
    { label: { en: 'Date Paid', fil: 'Petsa ng Pagbayad' }, value: { datetime: 'paid_at' } },
    { label: { en: 'Total Paid', fil: 'Kabuuang Binayaran' }, value: { money: 'total' } },
  ],
  fileName: '{number}.pdf',
};

/** A nature-of-collection line as the receipt prints it: its words in both languages, its fund under them. */
const printedLine = (l: CollectionLine) => ({
  label: l.nature.fil && l.nature.fil !== l.nature.en ? `${l.nature.en} · ${l.nature.fil}` : l.nature.en,
  basis: [`${l.fund} · ${FUNDS[l.fund].en}`, l.remitTo ? `remitted to the ${l.remitTo}` : '']
    .filter(Boolean)
    .join(' · '),
  amount: l.amount,
  fund: l.fund,
});

/** What a transaction owes: its receipt, once paid with an OR number (by its id, or its application's). */
export function owedReceipt(db: Db, kinds: Pick<BillKindRegistry, 'of'>) {
  return async ({ applicationId, transactionId }: DocumentOwner): Promise<IssueRequest | null> => {
    let id = transactionId;
    if (id === undefined && applicationId !== undefined) {
      const [application] = await db
        .select({ transactionId: applications.transactionId })
        .from(applications)
        .where(eq(applications.id, applicationId));
      id = application?.transactionId;
    }
    if (id === undefined) return null;
    const [row] = await db
      .select({ txn: transactionHistories, first: taxpayers.firstName, last: taxpayers.lastName })
      .from(transactionHistories)
      .leftJoin(taxpayers, eq(taxpayers.id, transactionHistories.taxpayerId))
      .where(eq(transactionHistories.id, id));
    const txn = row?.txn;
    const number = txn?.officialReceiptNumber;
    const paidAt = txn?.paidAt;
    if (!row || !txn || !number || !paidAt) return null;
    const [lines = []] = await collectionLinesOf(db, kinds, [txn]);
    return {
      kind: receiptDocument.kind,
      subjectKey: `transaction:${String(txn.id)}`,
      transactionId: txn.id,
      number,
      facts: {
        reference_number: txn.referenceNumber,
        paid_at: paidAt.toISOString(),
        payer: [row.first, row.last].filter(Boolean).join(' '),
        description: txn.description,
        transaction_type: txn.transactionType,
        collection_lines: lines.map(printedLine),
        amount: txn.amount,
        convenience_fee: txn.convenienceFee,
        total: txn.amount + txn.convenienceFee,
      },
      issuedBy: 'gateway',
      issuedAt: paidAt,
    };
  };
}

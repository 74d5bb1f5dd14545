import { Hono } from 'hono';
import { pagination } from '../../http/json-api';
import { pageParam } from '../../http/page-param';
import { NotFoundError } from '../../http/http-errors';
import { SUPPORT_MESSAGES } from './support.messages';
import type { AuditLog } from '../audit/audit-log';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { transactionId } from '../transactions/transactions.routes';
import type { TransactionsService } from '../transactions/transactions.service';
import { SEARCH_PAGE_SIZE, type SupportSearch } from './support-search.service';
import { VIEW_PAGE_SIZE, type TaxpayerView } from './taxpayer-view.service';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const person = (p: {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string | null;
  email: string | null;
}) => ({
  id: p.id,
  name: `${p.firstName} ${p.lastName}`.trim(),
  mobile_number: p.mobile,
  email: p.email,
});

const taxpayerId = (raw: string) => {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw new NotFoundError(SUPPORT_MESSAGES.taxpayerNotFound);
  return Number(raw);
};

/**
 * Taxpayer support's console API (issue 28; docs/api-staff.md): one search, a taxpayer's view and
 * their e-receipts, read-only. Every look-up is written to the audit log with who made it.
 */
export function supportRoutes(d: {
  search: SupportSearch;
  view: TaxpayerView;
  transactions: Pick<TransactionsService, 'receipt'>;
  audit: AuditLog;
  ownerOf: (transactionId: number) => Promise<number | undefined>;
}) {
  const app = new Hono<StaffEnv>();
  const support = requireStaff('support.search');

  app.get('/v1/staff/support/search', support, async (c) => {
    const q = c.req.query('q') ?? '';
    const page = pageParam(c.req.query('page'));
    const { people, rows, total } = await d.search.search(q, page);
    await d.audit.record({
      actor: `staff:${c.get('staff').id}`,
      action: 'support.search',
      detail: { q: q.trim(), page },
    });
    return c.json({
      data: rows.map((r) => ({
        id: r.id,
        taxpayer_id: r.taxpayerId,
        payor: r.payor,
        reference: r.reference,
        status: r.status,
        amount: r.amount,
        description: r.description,
        transaction_type: r.transactionType,
        or_number: r.orNumber,
        created_at: iso(r.createdAt),
        paid_at: iso(r.paidAt),
      })),
      meta: {
        people: people.map(person),
        pagination: pagination(total, rows.length, SEARCH_PAGE_SIZE, page),
      },
    });
  });

  app.get('/v1/staff/support/taxpayers/:id', support, async (c) => {
    const id = taxpayerId(c.req.param('id'));
    const page = pageParam(c.req.query('page'));
    const v = await d.view.view(id, page);
    await d.audit.record({
      actor: `staff:${c.get('staff').id}`,
      action: 'support.view',
      subject: `taxpayer:${id}`,
    });
    return c.json({
      data: {
        ...person(v.person),
        email_verified: v.person.emailVerifiedAt !== null,
        status: v.person.status,
        is_resident: v.person.isResident === 1,
        created_at: iso(v.person.createdAt),
        transactions: v.transactions.map((t) => ({
          id: t.id,
          reference: t.referenceNumber,
          status: t.status,
          amount: t.amount,
          convenience_fee: t.convenienceFee,
          description: t.description,
          transaction_type: t.transactionType,
          or_number: t.officialReceiptNumber,
          created_at: iso(t.createdAt),
          paid_at: iso(t.paidAt),
        })),
        applications: v.applications.map((a) => ({
          id: a.id,
          transaction_id: a.transactionId,
          reference: a.reference,
          status: a.status,
          title: a.title,
          created_at: iso(a.createdAt),
        })),
        payments: v.payments.map((p) => ({
          id: p.id,
          transaction_id: p.transactionId,
          reference: p.reference,
          channel: p.channel,
          amount: p.amount,
          status: p.status,
          refund: p.refund,
          created_at: iso(p.createdAt),
          updated_at: iso(p.updatedAt),
        })),
        documents: v.documents.flatMap((doc) => [
          ...(doc.orNumber
            ? [
                {
                  kind: 'receipt',
                  number: doc.orNumber,
                  reference: doc.reference,
                  at: iso(doc.paidAt),
                  url: `/api/v1/staff/support/transactions/${doc.transactionId}/receipt`,
                },
              ]
            : []),
          ...(doc.proof
            ? [
                {
                  kind: 'proof',
                  number: null,
                  reference: doc.reference,
                  at: iso(doc.updatedAt),
                  url: `/api/v1/staff/payments/proofs/${doc.transactionId}/file`,
                },
              ]
            : []),
        ]),
      },
      meta: { pagination: pagination(v.total, v.transactions.length, VIEW_PAGE_SIZE, page) },
    });
  });

  app.get(
    '/v1/staff/support/transactions/:id/receipt',
    requireStaff('support.search', 'treasury.report'),
    async (c) => {
      const id = transactionId(c.req.param('id'));
      const owner = await d.ownerOf(id);
      if (owner === undefined) throw new NotFoundError('Transaction not found');
      const { pdf, fileName } = await d.transactions.receipt(owner, id);
      await d.audit.record({
        actor: `staff:${c.get('staff').id}`,
        action: 'support.receipt',
        subject: `taxpayer:${owner}`,
        detail: { transaction: id },
      });
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );
  return app;
}

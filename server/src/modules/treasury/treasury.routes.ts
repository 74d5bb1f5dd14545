import { Hono } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { pagination } from '../../http/json-api';
import { pageParam } from '../../http/page-param';
import { readJson } from '../../http/read-json';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { transactionId } from '../transactions/transactions.routes';
import { manilaDay } from './collection-channels';
import { collectionsCsv } from './collections-csv';
import type { CollectionsService } from './collections.service';
import { PROOFS_PAGE_SIZE, type ProofsService } from './proofs.service';
import type { ReconciliationService } from './reconciliation.service';
import { collectionsResource, reconciliationResource } from './treasury-resources';

const staffActor = (id: number) => `staff:${id}`;

/**
 * The treasury's console API (issue 28; docs/api-staff.md): the day's collections (JSON and CSV),
 * the reconciliation and the day's bank deposit, and the proofs of payment to review.
 */
export function treasuryRoutes(d: {
  collections: CollectionsService;
  reconciliation: ReconciliationService;
  proofs: ProofsService;
  bodyLimits: BodyLimits;
  now: () => Date;
}) {
  const app = new Hono<StaffEnv>();
  const dayOf = (raw: string | undefined) => raw?.trim() || manilaDay(d.now());
  const report = requireStaff('treasury.report');
  const reconcile = requireStaff('treasury.reconcile');
  const review = requireStaff('payments.review');

  app.get('/v1/staff/treasury/collections', report, async (c) =>
    c.json({ data: collectionsResource(await d.collections.day(dayOf(c.req.query('date')))) }),
  );
  app.get('/v1/staff/treasury/collections/csv', report, async (c) => {
    const day = dayOf(c.req.query('date'));
    const csv = collectionsCsv(await d.collections.day(day));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="collections-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });
  app.get('/v1/staff/treasury/reconciliation', reconcile, async (c) =>
    c.json({ data: reconciliationResource(await d.reconciliation.day(dayOf(c.req.query('date')))) }),
  );
  app.put('/v1/staff/treasury/deposits/:date', d.bodyLimits.json, reconcile, async (c) => {
    const saved = await d.reconciliation.setDeposit(
      staffActor(c.get('staff').id),
      c.req.param('date'),
      await readJson(c),
    );
    return c.json({ data: saved });
  });

  app.get('/v1/staff/payments/proofs', review, async (c) => {
    const page = pageParam(c.req.query('page'));
    const decided = c.req.query('state') === 'decided';
    const { rows, total } = decided ? await d.proofs.decided(page) : await d.proofs.pending(page);
    return c.json({
      data: rows.map((r) => ({
        transaction_id: r.id,
        taxpayer_id: r.taxpayerId,
        reference: r.reference,
        status: r.status,
        amount: r.amount,
        description: r.description,
        transaction_type: r.transactionType,
        or_number: r.orNumber,
        payor: r.payor,
        mobile_number: r.mobile,
        updated_at: r.updatedAt.toISOString(),
        file_url: `/api/v1/staff/payments/proofs/${r.id}/file`,
        review: r.review && {
          decision: r.review.decision,
          reason: r.review.reason,
          by: r.review.by,
          at: r.review.at.toISOString(),
        },
      })),
      meta: { pagination: pagination(total, rows.length, PROOFS_PAGE_SIZE, page) },
    });
  });
  app.get(
    '/v1/staff/payments/proofs/:id/file',
    requireStaff('payments.review', 'support.search'),
    async (c) => {
      const file = await d.proofs.file(transactionId(c.req.param('id')));
      return c.body(file.data, 200, {
        'Content-Type': file.mimeType,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': `inline; filename="${file.name}"`,
      });
    },
  );
  app.post('/v1/staff/payments/proofs/:id/accept', d.bodyLimits.json, review, async (c) => {
    const done = await d.proofs.accept(c.get('staff'), transactionId(c.req.param('id')));
    return c.json({
      data: { result: done.result, status: done.status, official_receipt_number: done.officialReceiptNumber },
    });
  });
  app.post('/v1/staff/payments/proofs/:id/reject', d.bodyLimits.json, review, async (c) => {
    const done = await d.proofs.reject(c.get('staff'), transactionId(c.req.param('id')), await readJson(c));
    return c.json({ data: done });
  });
  return app;
}

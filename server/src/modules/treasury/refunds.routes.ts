import { Hono } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { invalidField, NotFoundError } from '../../http/http-errors';
import { pagination } from '../../http/json-api';
import { pageParam } from '../../http/page-param';
import { readJson } from '../../http/read-json';
import type { RefundsService } from '../payments/refunds.service';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { REFUNDS_PAGE_SIZE, type createRefundQueue } from './refund-queue';
import { REFUND_MESSAGES } from './treasury.messages';

const refundId = (raw: string) => {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw new NotFoundError(REFUND_MESSAGES.notFound);
  return Number(raw);
};

/**
 * Refunds in the console (issue 28; docs/api-staff.md): the held payments waiting for the
 * treasury and those decided; approve (the gateway is asked to return the money: the same
 * refunds service as the command line's `refunds approve`) or reject with a reason, each by the
 * signed-in officer, recorded by name and in the payment's audit (payment.refund_requested,
 * payment.refund_rejected).
 */
export function refundsRoutes(d: {
  refunds: Pick<RefundsService, 'approve' | 'reject'>;
  queue: ReturnType<typeof createRefundQueue>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<StaffEnv>();
  const approver = requireStaff('refunds.approve');

  app.get('/v1/staff/refunds', approver, async (c) => {
    const page = pageParam(c.req.query('page'));
    const state = c.req.query('state') === 'decided' ? 'decided' : 'open';
    const { rows, total } = await d.queue(state, page);
    return c.json({
      data: rows.map((r) => ({
        id: r.id,
        transaction_id: r.transactionId,
        taxpayer_id: r.taxpayerId,
        reference: r.reference,
        description: r.description,
        transaction_status: r.transactionStatus,
        payor: r.payor,
        channel: r.gateway,
        reason: r.reason,
        amount: r.amount,
        currency: r.currency,
        expected_amount: r.expectedAmount,
        status: r.status,
        failure: r.failure,
        note: r.note,
        decided_by: r.decidedByName ?? r.decidedBy,
        decided_at: r.decidedAt?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
      })),
      meta: { pagination: pagination(total, rows.length, REFUNDS_PAGE_SIZE, page) },
    });
  });

  app.post('/v1/staff/refunds/:id/approve', d.bodyLimits.json, approver, async (c) => {
    const id = refundId(c.req.param('id'));
    const actor = `staff:${c.get('staff').id}`;
    // The refunds service keeps the payment's audit (payment.refund_requested, by this officer).
    const status = await d.refunds.approve(id, actor);
    return c.json({ data: { id, status } });
  });

  app.post('/v1/staff/refunds/:id/reject', d.bodyLimits.json, approver, async (c) => {
    const id = refundId(c.req.param('id'));
    const body = await readJson(c);
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (reason === '') throw invalidField('reason', REFUND_MESSAGES.reasonRequired);
    if (reason.length > 500) throw invalidField('reason', REFUND_MESSAGES.reasonTooLong);
    const actor = `staff:${c.get('staff').id}`;
    const status = await d.refunds.reject(id, actor, reason);
    return c.json({ data: { id, status } });
  });
  return app;
}

import { Hono } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { readJson } from '../../http/read-json';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import type { createCashierService } from './cashier.service';

/**
 * The cashier's console API (issue 28; docs/api-staff.md): find an online statement of account
 * waiting for payment, and post its over-the-counter payment with the OR issued.
 */
export function cashierRoutes(d: {
  cashier: ReturnType<typeof createCashierService>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<StaffEnv>();
  const cashier = requireStaff('cashier.post');
  app.get('/v1/staff/cashier/statements', cashier, async (c) => {
    const rows = await d.cashier.find(c.req.query('q') ?? '');
    return c.json({
      data: rows.map((r) => ({
        transaction_id: r.id,
        reference: r.reference,
        description: r.description,
        amount: r.amount,
        status: r.status,
        payor: r.payor,
      })),
    });
  });
  app.post('/v1/staff/cashier/postings', d.bodyLimits.json, cashier, async (c) => {
    const posted = await d.cashier.post(c.get('staff'), await readJson(c));
    return c.json(
      {
        data: {
          transaction_id: posted.transactionId,
          reference: posted.reference,
          official_receipt_number: posted.orNumber,
          amount: posted.amount,
          status: 'PAID',
        },
      },
      201,
    );
  });
  return app;
}

import { Hono, type MiddlewareHandler } from 'hono';
import { SOA_PAY_RULES, SOA_RULE_OPTIONS, SOA_VERIFY_RULES } from '@/domain/contracts/misc-fees';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { readJson } from '../../http/read-json';
import type { FeePayment } from './create-fee-payment';
import type { SoaService } from './soa.service';

const pesos = (centavos: number) => (centavos / 100).toFixed(2);
const transactionOf = (id: number) => ({
  transaction_history: { data: { type: 'transaction_histories', id: String(id) } },
});

/**
 * The §7.3 fee and SOA calls (docs/api-payments.md): a fee payment, an SOA's verification and
 * the transaction that pays it. All need a signed-in taxpayer; the SOA calls count against the
 * account's look-up limit.
 */
export function miscFeesRoutes({
  payFee,
  soa,
  guard,
  limit,
  bodyLimits,
}: {
  payFee: (taxpayerId: number, body: Record<string, unknown>) => Promise<FeePayment>;
  soa: SoaService;
  guard: MiddlewareHandler<AuthEnv>;
  limit: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;

  app.post('/v1/taxpayers/miscellaneous_fee_payments', json, guard, async (c) => {
    const paid = await payFee(c.get('auth').taxpayerId, await readJson(c));
    const created = resource(
      'miscellaneous_fee_payments',
      paid.transactionId,
      {
        miscellaneous_fee_id: paid.feeId,
        account_title: paid.accountTitle,
        amount: pesos(paid.amount),
        remarks: paid.remarks,
        image_url: paid.imageUrl,
      },
      transactionOf(paid.transactionId),
    );
    return c.json({ ...document(created), message: 'Created!' }, 201);
  });

  app.post('/v1/misc_fee/taxpayer/applications/verify', json, guard, limit, async (c) => {
    const values = parseRules(SOA_VERIFY_RULES, await readJson(c), SOA_RULE_OPTIONS);
    const verified = await soa.verify(values.soa_number, values.name, c.get('auth').taxpayerId);
    return c.json(document(resource('soa_verifications', verified.soa_number, verified)));
  });

  // Where a verified SOA's `url` points: turns the SOA into a transaction, then paymentgate.
  app.post('/v1/misc_fee/taxpayer/applications/:soa_number/pay', json, guard, limit, async (c) => {
    const values = parseRules(SOA_PAY_RULES, await readJson(c), SOA_RULE_OPTIONS);
    const { transactionId, soa: paid } = await soa.createPayment({
      taxpayerId: c.get('auth').taxpayerId,
      soaNumber: c.req.param('soa_number'),
      name: values.name,
      statusId: Number(values.application_status_id),
    });
    const created = resource(
      'soa_payments',
      transactionId,
      { soa_number: paid.soa_number, name: paid.name, amount: paid.amount },
      transactionOf(transactionId),
    );
    return c.json({ ...document(created), message: 'Created!' }, 201);
  });

  return app;
}

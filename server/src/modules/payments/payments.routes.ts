import { Hono, type MiddlewareHandler } from 'hono';
import type { PaymentSettings } from '@/domain/contracts/payments';
import { centavosToPesos } from '@/domain/money/centavos';
import { type PaymentGateway, WebhookRejected } from '../../adapters/gateway/payment-gateway';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { BadRequestError, NotFoundError, ValidationError } from '../../http/http-errors';
import { document } from '../../http/json-api';
import { transactionResource } from '../transactions/transaction-resource';
import { transactionId } from '../transactions/transactions.routes';
import type { TransactionsService } from '../transactions/transactions.service';
import type { PaymentGateService } from './payment-gate.service';
import type { Reconciler } from './reconciler';
import type { Settlement } from './settlement';

export interface PaymentsRoutesDeps {
  gate: PaymentGateService;
  settlement: Settlement;
  reconciler: Reconciler;
  transactions: TransactionsService;
  /** The gateways whose webhooks are accepted, by name (`/webhooks/{name}`). */
  gateways: Readonly<Record<string, PaymentGateway>>;
  gatewayName: PaymentSettings['gateway'];
  /** Where the gateway's hosted checkout pages start (checkout-pages.ts): all /pgi may frame. */
  checkoutUrlPrefix: string;
  convenienceFee: number;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}

/** Payment (§7.3): paymentgate, payment settings, gateway webhooks, and the browser's reconcile. */
export function paymentsRoutes(deps: PaymentsRoutesDeps) {
  const { gate, settlement, reconciler, transactions, gateways, guard } = deps;
  const { json } = deps.bodyLimits;
  const app = new Hono<AuthEnv>();

  app.post('/v1/taxpayers/paymentgate/:id', json, guard, async (c) => {
    const key = c.req.header('Idempotency-Key')?.trim();
    if (key !== undefined && !/^[\w.:-]{1,200}$/.test(key)) {
      throw new ValidationError({
        'Idempotency-Key': ['Idempotency-Key must be 1-200 letters, digits, - _ . :'],
      });
    }
    const doc = await gate.open(c.get('auth').taxpayerId, transactionId(c.req.param('id')), key || undefined);
    return c.json({ ...doc, message: 'Redirecting to Payment Gateway...' });
  });

  app.get('/v1/taxpayers/payment_settings', (c) => {
    const attributes: PaymentSettings = {
      convenience_fee: centavosToPesos(deps.convenienceFee),
      gateway: deps.gatewayName,
      checkout_url_prefix: deps.checkoutUrlPrefix,
    };
    return c.json({ data: { type: 'payment_settings', id: '1', attributes } });
  });

  app.post('/v1/payments/webhooks/:gateway', json, async (c) => {
    // Own keys only: `__proto__`, `constructor` or `toString` must not find Object.prototype's.
    const name = c.req.param('gateway');
    const gateway = Object.hasOwn(gateways, name) ? gateways[name] : undefined;
    if (!gateway) throw new NotFoundError('Unknown payment gateway');
    // The signature covers the exact bytes sent, so the body is read once, as text, unparsed.
    const rawBody = await c.req.text();
    let event;
    try {
      event = await gateway.verifyWebhook(rawBody, c.req.raw.headers);
    } catch (err) {
      if (err instanceof WebhookRejected) throw new BadRequestError(`Webhook rejected: ${err.message}`);
      throw err;
    }
    const result = await settlement.apply(gateway.name, event);
    return c.json({ received: true, result });
  });

  app.post('/v1/taxpayers/transaction_histories/:id/reconcile', json, guard, async (c) => {
    // Whatever the browser sends (e.g. ?status=paid) is ignored: only the gateway's answer counts.
    const taxpayerId = c.get('auth').taxpayerId;
    const id = transactionId(c.req.param('id'));
    await reconciler.reconcileTransaction(taxpayerId, id);
    return c.json(document(transactionResource(await transactions.get(taxpayerId, id))));
  });
  return app;
}

import { Hono, type MiddlewareHandler } from 'hono';
import { paymentGateRequest, paymentQuoteQuery } from '@/domain/contracts/payment-quote';
import { paymentChannel, type PaymentSettings } from '@/domain/contracts/payments';
import { centavosToPesos, parseCentavos } from '@/domain/money/centavos';
import * as v from 'valibot';
import { type PaymentGateway, WebhookRejected } from '../../adapters/gateway/payment-gateway';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { BadRequestError, NotFoundError, ValidationError } from '../../http/http-errors';
import { document } from '../../http/json-api';
import { parseWith } from '../../http/parse-with';
import { readJson } from '../../http/read-json';
import { type TransactionKinds, transactionResource } from '../transactions/transaction-resource';
import { transactionId } from '../transactions/transactions.routes';
import type { TransactionsService } from '../transactions/transactions.service';
import type { PaymentGateService } from './payment-gate.service';
import { type ConvenienceFees, quoteAttributes, quotePayment } from './payment-quote';
import type { Reconciler } from './reconciler';
import type { Settlement } from './settlement';
import type { TransactionQuotes } from './transaction-quote';

const channelQuery = v.object({ channel: v.optional(paymentChannel, 'popup') });
const quoteDocument = (id: string, attributes: object) => ({
  data: { type: 'payment_quotes', id, attributes },
});

export interface PaymentsRoutesDeps {
  gate: PaymentGateService;
  settlement: Settlement;
  reconciler: Reconciler;
  transactions: TransactionsService;
  /** What a transaction's page asks of its bill kind. */
  kinds: TransactionKinds;
  /** The gateways whose webhooks are accepted, by name (`/webhooks/{name}`). */
  gateways: Readonly<Record<string, PaymentGateway>>;
  gatewayName: PaymentSettings['gateway'];
  /** Where the gateway's hosted checkout pages start (checkout-pages.ts): all /pgi may frame. */
  checkoutUrlPrefix: string;
  fees: ConvenienceFees;
  quotes: TransactionQuotes;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}

/** Payment (§7.3): paymentgate, payment settings, gateway webhooks, and the browser's reconcile. */
export function paymentsRoutes(deps: PaymentsRoutesDeps) {
  const { gate, settlement, reconciler, transactions, kinds, gateways, guard } = deps;
  const { json } = deps.bodyLimits;
  const app = new Hono<AuthEnv>();

  app.post('/v1/taxpayers/paymentgate/:id', json, guard, async (c) => {
    const key = c.req.header('Idempotency-Key')?.trim();
    if (key !== undefined && !/^[\w.:-]{1,200}$/.test(key)) {
      throw new ValidationError({
        'Idempotency-Key': ['Idempotency-Key must be 1-200 letters, digits, - _ . :'],
      });
    }
    const id = transactionId(c.req.param('id'));
    const body = parseWith(paymentGateRequest, await readJson(c));
    const expectedTotal = body.expected_total === undefined ? undefined : parseCentavos(body.expected_total);
    const doc = await gate.open(c.get('auth').taxpayerId, id, key || undefined, {
      channel: body.channel,
      expectedTotal: expectedTotal ?? undefined,
    });
    return c.json({ ...doc, message: 'Redirecting to Payment Gateway...' });
  });

  // The quote of a bill before it is billed (the amount a bill screen shows), on a channel.
  app.get('/v1/taxpayers/payment_quote', guard, (c) => {
    const query = parseWith(paymentQuoteQuery, c.req.query());
    const quote = quotePayment(parseCentavos(query.amount) ?? 0, query.channel, deps.fees);
    return c.json(quoteDocument(query.channel, quoteAttributes(quote)));
  });

  app.get('/v1/taxpayers/transaction_histories/:id/payment_quote', guard, async (c) => {
    const id = transactionId(c.req.param('id'));
    const { channel } = parseWith(channelQuery, c.req.query());
    return c.json(quoteDocument(String(id), await deps.quotes.quote(c.get('auth').taxpayerId, id, channel)));
  });

  app.get('/v1/taxpayers/payment_settings', (c) => {
    const attributes: PaymentSettings = {
      convenience_fee: centavosToPesos(deps.fees.browser),
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
    return c.json(document(transactionResource(await transactions.get(taxpayerId, id), kinds)));
  });
  return app;
}

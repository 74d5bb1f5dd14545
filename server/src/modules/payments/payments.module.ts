import type { Logger } from 'pino';
import { checkoutUrlPrefix } from '../../adapters/gateway/checkout-pages';
import type { PaymentGateway } from '../../adapters/gateway/payment-gateway';
import { type DeliverWebhook, sandboxCheckoutRoutes } from '../../adapters/gateway/sandbox-checkout.routes';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { AuthEnv } from '../../http/auth-guard';
import type { MiddlewareHandler } from 'hono';
import type { TransactionsService } from '../transactions/transactions.service';
import { configuredGateway } from './configured-gateway';
import { createPaymentGateService } from './payment-gate.service';
import { paymentsRoutes } from './payments.routes';
import { createReconciler } from './reconciler';
import { createRefundsService } from './refunds.service';
import { createSettlement } from './settlement';
import type { TreasuryAlert } from './treasury-alerts';

export interface PaymentsModuleDeps {
  db: Db;
  config: Env;
  now: () => Date;
  logger: Pick<Logger, 'warn'>;
  guard: MiddlewareHandler<AuthEnv>;
  transactions: TransactionsService;
  /** Sends the sandbox's signed notifications to the portal's webhook. */
  deliver: DeliverWebhook;
  /** A gateway to use instead of the configured one (tests: one that fails on cue). */
  gateway?: PaymentGateway | undefined;
  /** Called after a gateway event settled or failed a payment (see createSettlement). */
  onSettled?: () => void;
  /** Tells the treasury of a payment held for refund. */
  alert: TreasuryAlert;
}

/** The payment gateway chosen by PAYMENT_GATEWAY, settlement, reconciliation and their routes. */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { db, config, now, logger } = deps;
  const configured = configuredGateway({ db, config, now });
  const { sandbox, publicUrl } = configured;
  const gateway = deps.gateway ?? configured.gateway;
  const gateways = { [gateway.name]: gateway };
  const settlement = createSettlement({ db, now, onApplied: deps.onSettled, onHeld: deps.alert });
  const refunds = createRefundsService({ db, gateways, now });
  const reconciler = createReconciler({ db, gateways, settlement, now, logger });
  const gate = createPaymentGateService({
    db,
    gateway,
    now,
    convenienceFee: config.CONVENIENCE_FEE,
    publicUrl,
  });
  const checkoutPrefix = checkoutUrlPrefix(gateway.name, publicUrl);
  const routes = paymentsRoutes({
    gate,
    settlement,
    reconciler,
    transactions: deps.transactions,
    gateways,
    gatewayName: gateway.name,
    checkoutUrlPrefix: checkoutPrefix,
    convenienceFee: config.CONVENIENCE_FEE,
    guard: deps.guard,
  });
  // The hosted checkout pages exist only while the sandbox is the gateway.
  const pages = sandbox ? sandboxCheckoutRoutes({ sandbox, deliver: deps.deliver, logger }) : null;
  return {
    routes,
    pages,
    gateway,
    sandbox,
    settlement,
    reconciler,
    refunds,
    checkoutUrlPrefix: checkoutPrefix,
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

import type { Logger } from 'pino';
import type { PaymentGateway } from '../../adapters/gateway/payment-gateway';
import { createPaymongoGateway } from '../../adapters/gateway/paymongo-gateway';
import { type DeliverWebhook, sandboxCheckoutRoutes } from '../../adapters/gateway/sandbox-checkout.routes';
import { createSandboxGateway } from '../../adapters/gateway/sandbox-gateway';
import { sandboxSecret } from '../../adapters/gateway/sandbox-secret';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { AuthEnv } from '../../http/auth-guard';
import type { MiddlewareHandler } from 'hono';
import type { TransactionsService } from '../transactions/transactions.service';
import { createPaymentGateService } from './payment-gate.service';
import { paymentsRoutes } from './payments.routes';
import { createReconciler } from './reconciler';
import { createSettlement } from './settlement';

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
}

/** The payment gateway chosen by PAYMENT_GATEWAY, settlement, reconciliation and their routes. */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { db, config, now, logger } = deps;
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  const sandbox =
    config.PAYMENT_GATEWAY === 'sandbox'
      ? createSandboxGateway({ db, now, publicUrl, secret: sandboxSecret(db, config.SANDBOX_WEBHOOK_SECRET) })
      : null;
  const gateway =
    deps.gateway ??
    sandbox?.gateway ??
    createPaymongoGateway({
      // env.ts refuses PAYMENT_GATEWAY=paymongo without both keys.
      secretKey: config.PAYMONGO_SECRET_KEY ?? '',
      webhookSecret: config.PAYMONGO_WEBHOOK_SECRET ?? '',
      now,
    });
  const gateways = { [gateway.name]: gateway };
  const settlement = createSettlement({ db, now, onApplied: deps.onSettled });
  const reconciler = createReconciler({ db, gateways, settlement, now, logger });
  const gate = createPaymentGateService({
    db,
    gateway,
    now,
    convenienceFee: config.CONVENIENCE_FEE,
    publicUrl,
  });
  const routes = paymentsRoutes({
    gate,
    settlement,
    reconciler,
    transactions: deps.transactions,
    gateways,
    gatewayName: gateway.name,
    convenienceFee: config.CONVENIENCE_FEE,
    guard: deps.guard,
  });
  // The hosted checkout pages exist only while the sandbox is the gateway.
  const pages = sandbox ? sandboxCheckoutRoutes({ sandbox, deliver: deps.deliver, logger }) : null;
  return { routes, pages, gateway, sandbox, settlement, reconciler };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

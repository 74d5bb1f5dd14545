import { checkoutUrlPrefix } from '../../adapters/gateway/checkout-pages';
import { type DeliverWebhook, sandboxCheckoutRoutes } from '../../adapters/gateway/sandbox-checkout.routes';
import type { Infrastructure } from '../../infrastructure';
import type { TransactionsService } from '../transactions/transactions.service';
import { createPaymentGateService } from './payment-gate.service';
import { paymentsRoutes } from './payments.routes';
import { createReconciler } from './reconciler';
import { createRefundsService } from './refunds.service';
import { createSettlement } from './settlement';
import { createTreasuryAlert } from './treasury-alerts';

/** The configured gateway's checkouts, settlement, reconciliation, refunds and their routes. */
export function createPaymentsModule(
  infra: Infrastructure,
  {
    transactions,
    deliver,
  }: {
    transactions: TransactionsService;
    /** Sends the sandbox's signed notifications to the portal's webhook. */
    deliver: DeliverWebhook;
  },
) {
  const { db, config, now, logger, gateway, sandbox, publicUrl } = infra;
  const gateways = { [gateway.name]: gateway };
  const settledListeners = new Set<() => void>();
  const settlement = createSettlement({
    db,
    now,
    onApplied: () => {
      for (const listener of settledListeners) listener();
    },
    onHeld: createTreasuryAlert({ logger, mail: infra.mail, to: config.TREASURY_ALERT_EMAIL }),
  });
  const reconciler = createReconciler({ db, gateways, settlement, now, logger, jobLeases: infra.jobLeases });
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
    transactions,
    gateways,
    gatewayName: gateway.name,
    checkoutUrlPrefix: checkoutPrefix,
    convenienceFee: config.CONVENIENCE_FEE,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
  });
  const service = {
    gateway,
    sandbox,
    settlement,
    reconciler,
    refunds: createRefundsService({ db, gateways, now }),
    checkoutUrlPrefix: checkoutPrefix,
    /**
     * Hears of every gateway event that moved a checkout in this process, once committed (e.g.
     * caches of unpaid bills start over). Returns the unsubscribe.
     */
    onSettled(listener: () => void): () => void {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
  };
  // The hosted checkout pages exist only while the sandbox is the gateway.
  const pages = sandbox ? sandboxCheckoutRoutes({ sandbox, deliver, logger }) : null;
  return { routes, pages, service };
}

export type PaymentsService = ReturnType<typeof createPaymentsModule>['service'];

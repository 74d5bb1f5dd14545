import { checkoutUrlPrefix } from '../../adapters/gateway/checkout-pages';
import { type DeliverWebhook, sandboxCheckoutRoutes } from '../../adapters/gateway/sandbox-checkout.routes';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { Infrastructure } from '../../infrastructure';
import type { TransactionsService } from '../transactions/transactions.service';
import { createCheckoutCloser } from './close-checkouts';
import { createPaymentGateService } from './payment-gate.service';
import type { ConvenienceFees } from './payment-quote';
import { paymentsRoutes } from './payments.routes';
import { createReconciler } from './reconciler';
import { createRefundsService } from './refunds.service';
import { refundRequestRoutes } from './refund-request.routes';
import { createSettlement } from './settlement';
import { createTransactionQuotes } from './transaction-quote';
import { createTreasuryAlert } from './treasury-alerts';

/** The configured gateway's checkouts, settlement, reconciliation, refunds and their routes. */
export function createPaymentsModule(
  infra: Infrastructure,
  {
    transactions,
    deliver,
    kinds,
  }: {
    transactions: TransactionsService;
    /** The bill kinds settlement, paymentgate and the quote ask (billing/bill-kind-registry.ts). */
    kinds: BillKindRegistry;
    /** Sends the sandbox's signed notifications to the portal's webhook. */
    deliver: DeliverWebhook;
  },
) {
  const { db, config, now, logger, gateway, sandbox, publicUrl } = infra;
  const gateways = { [gateway.name]: gateway };
  const fees: ConvenienceFees = {
    browser: config.CONVENIENCE_FEE,
    wallet: config.WALLET_CONVENIENCE_FEE ?? config.CONVENIENCE_FEE,
  };
  const settledListeners = new Set<(transactionId: number) => void>();
  const refunds = createRefundsService({ db, gateways, now });
  const settlement = createSettlement({
    db,
    now,
    kinds,
    onApplied: (transactionId) => {
      for (const listener of settledListeners) listener(transactionId);
    },
    onHeld: createTreasuryAlert({ logger, mail: infra.mail, to: config.TREASURY_ALERT_EMAIL }),
    // An unambiguous duplicate goes back at once (issue 25); a failure waits in `refunds list`.
    afterHeld: async (held) => {
      if (held.reason !== 'duplicate') return;
      await refunds.refundDuplicate(held.checkout.id).catch((err: unknown) => {
        logger.error({ err, checkoutId: held.checkout.id }, 'automatic refund failed');
      });
    },
  });
  const closer = createCheckoutCloser({ db, gateways, settlement, now, logger });
  const reconciler = createReconciler({
    db,
    gateways,
    settlement,
    now,
    logger,
    jobLeases: infra.jobLeases,
    // Each pass also closes retired checkouts the gateway could not be reached for, and refunds
    // duplicates whose refund never started.
    alsoEachPass: [closer.closeRetired, refunds.refundWaitingDuplicates],
  });
  const gate = createPaymentGateService({
    db,
    gateway,
    now,
    fees,
    publicUrl,
    kinds,
    closeAtGateway: closer.closeNow,
  });
  const checkoutPrefix = checkoutUrlPrefix(gateway.name, publicUrl);
  const routes = paymentsRoutes({
    gate,
    settlement,
    reconciler,
    transactions,
    kinds,
    gateways,
    gatewayName: gateway.name,
    checkoutUrlPrefix: checkoutPrefix,
    fees,
    quotes: createTransactionQuotes({ db, now, fees, kinds }),
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
  });
  // The payer's request for the refund of a paid application the office rejected (issue 27).
  routes.route(
    '/',
    refundRequestRoutes({ db, now, transactions, kinds, guard: infra.guard, bodyLimits: infra.bodyLimits }),
  );
  const service = {
    gateway,
    sandbox,
    settlement,
    reconciler,
    refunds,
    closer,
    fees,
    checkoutUrlPrefix: checkoutPrefix,
    /**
     * Hears of every gateway event that moved a checkout in this process, once committed, with its
     * transaction (caches of unpaid bills start over; an application goes on). Returns the unsubscribe.
     */
    onSettled(listener: (transactionId: number) => void): () => void {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
  };
  // The hosted checkout pages exist only while the sandbox is the gateway.
  const pages = sandbox ? sandboxCheckoutRoutes({ sandbox, deliver, logger }) : null;
  return { routes, pages, service };
}

export type PaymentsService = ReturnType<typeof createPaymentsModule>['service'];

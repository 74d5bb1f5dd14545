import { Hono, type MiddlewareHandler } from 'hono';
import { refundRequestRules } from '@/domain/contracts/payments';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { document } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { readJson } from '../../http/read-json';
import { type TransactionKinds, transactionResource } from '../transactions/transaction-resource';
import { transactionId } from '../transactions/transactions.routes';
import type { TransactionsService } from '../transactions/transactions.service';
import { requestRefund } from './request-refund';
import type { Db } from '../../db/client';

/**
 * `POST /v1/taxpayers/gcash_refund` (`transaction_history_id`): the payer asks for a paid
 * application's money back once the office rejected it (request-refund.ts). Answers the
 * transaction, now FOR REFUND APPROVAL, with its refund's state (201).
 */
export function refundRequestRoutes(d: {
  db: Db;
  now: () => Date;
  transactions: Pick<TransactionsService, 'get'>;
  kinds: TransactionKinds;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();
  app.post('/v1/taxpayers/gcash_refund', d.bodyLimits.json, d.guard, async (c) => {
    const taxpayerId = c.get('auth').taxpayerId;
    const values = parseRules(refundRequestRules, await readJson(c));
    const id = transactionId(values.transaction_history_id);
    await requestRefund(d.db, taxpayerId, id, d.now());
    const row = await d.transactions.get(taxpayerId, id);
    return c.json({ ...document(transactionResource(row, d.kinds)), message: 'Action Successful!' }, 201);
  });
  return app;
}

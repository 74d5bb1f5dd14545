import { Hono, type MiddlewareHandler } from 'hono';
import { transactionHistoryQuery } from '@/domain/contracts/payments';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { NotFoundError } from '../../http/http-errors';
import { document, pagination } from '../../http/json-api';
import { parseWith } from '../../http/parse-with';
import { readUploadedFile } from '../../http/read-uploaded-file';
import { type TransactionKinds, transactionResource } from './transaction-resource';
import type { TransactionsService } from './transactions.service';

const BASE = '/v1/taxpayers/transaction_histories';

/** The id path parameter; anything but a positive integer is simply not found. */
export function transactionId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw new NotFoundError('Transaction not found');
  return Number(raw);
}

/** §7.3 transaction histories: list, detail, cancel, proof of payment and the e-receipt PDF. */
export function transactionsRoutes({
  transactions,
  kinds,
  guard,
  bodyLimits,
}: {
  transactions: TransactionsService;
  kinds: TransactionKinds;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();
  app.get(BASE, guard, async (c) => {
    const query = parseWith(transactionHistoryQuery, c.req.query());
    const { rows, total } = await transactions.list(c.get('auth').taxpayerId, query.page, query.per_page);
    return c.json(
      document(
        rows.map((row) => transactionResource(row, kinds)),
        {
          pagination: pagination(total, rows.length, query.per_page, query.page),
        },
      ),
    );
  });

  app.get(`${BASE}/:id{[0-9]+}`, guard, async (c) => {
    const row = await transactions.get(c.get('auth').taxpayerId, transactionId(c.req.param('id')));
    return c.json(document(transactionResource(row, kinds)));
  });

  app.put(`${BASE}/:id/cancel`, bodyLimits.json, guard, async (c) => {
    const row = await transactions.cancel(c.get('auth').taxpayerId, transactionId(c.req.param('id')));
    return c.json({ ...document(transactionResource(row, kinds)), message: 'Updated!' });
  });

  app.put(`${BASE}/:id/payment_receipt`, guard, bodyLimits.upload, async (c) => {
    const id = transactionId(c.req.param('id'));
    const row = await transactions.attachProof(c.get('auth').taxpayerId, id, await readUploadedFile(c));
    return c.json({ ...document(transactionResource(row, kinds)), message: 'File Uploaded!' });
  });

  app.get(`${BASE}/:id/receipt.pdf`, guard, async (c) => {
    const { pdf, fileName } = await transactions.receipt(
      c.get('auth').taxpayerId,
      transactionId(c.req.param('id')),
    );
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });
  return app;
}

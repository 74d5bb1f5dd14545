import { eq } from 'drizzle-orm';
import type { AppOptions } from '../../app';
import { taxpayers } from '../../db/auth-schema';
import { checkouts, transactionHistories } from '../../db/payments-schema';
import { createAccountsTestApp } from '../../testing/accounts-test-app';
import { createTransaction } from '../../billing/create-transaction';

export interface PaymentGateJson {
  data: {
    id: string;
    attributes: {
      url: string;
      amount: string;
      convenience_fee: string;
      total: string;
      reference_number: string;
    };
    relationships: { transaction_history: { data: { id: string } } };
  };
  included?: { gcashMiniProgramLogs: { redirectionUrl: string }[] };
}

/** The app with the sandbox gateway, a clock the test moves, and payers and transactions made to order. */
export async function createPaymentsTestApp(overrides: Partial<Omit<AppOptions, 'database'>> = {}) {
  const t = await createAccountsTestApp(overrides);
  const db = t.database.db;
  let serial = 0;

  /** A new active taxpayer with a live session. */
  async function payer({ gcash = false } = {}) {
    const [row] = await db
      .insert(taxpayers)
      .values({
        mobileNumber: `63918${String(7_000_000 + ++serial)}`,
        passwordHash: 'x',
        status: 'active',
        firstName: 'Maria',
        lastName: 'Santos',
        isGcashLogin: gcash,
      })
      .returning({ id: taxpayers.id });
    const taxpayerId = row?.id ?? 0;
    const { token } = await t.infrastructure.sessions.create(taxpayerId);
    return { taxpayerId, auth: { Authorization: `Bearer ${token}` } };
  }

  /** A transaction waiting for payment (amount in centavos). */
  const bill = (taxpayerId: number, amount = 123_450, subject: Record<string, unknown> = {}) =>
    createTransaction(db, {
      taxpayerId,
      moduleType: 'BTAX',
      transactionType: 'QUARTERLY',
      description: 'Business tax 2026 Q1',
      amount,
      subject,
    });

  const request = (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string | FormData,
  ) => t.app.request(path, { method, headers, body: body ?? null });

  const paymentGate = (id: number, auth: Record<string, string>, key?: string) =>
    request('POST', `/api/v1/taxpayers/paymentgate/${id}`, key ? { ...auth, 'Idempotency-Key': key } : auth);

  /** Opens a checkout, failing the test unless it works. */
  async function checkoutFor(id: number, auth: Record<string, string>) {
    const res = await paymentGate(id, auth);
    if (res.status !== 200) throw new Error(`paymentgate answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as PaymentGateJson).data;
  }

  /**
   * Posts the sandbox's signed webhook for a checkout, signed now unless told otherwise; it reports
   * the checkout's own amount in PHP unless `amount`/`currency` say otherwise (null: left out).
   */
  async function webhook(
    checkoutId: string,
    status: string,
    options: { eventId?: string; at?: Date; amount?: number | null; currency?: string | null } = {},
  ) {
    const [row] = await db
      .select({ amount: checkouts.amount })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    const amount = options.amount === undefined ? row?.amount : options.amount;
    const currency = options.currency === undefined ? 'PHP' : options.currency;
    const rawBody = JSON.stringify({
      id: options.eventId ?? `evt_${checkoutId}_${status}`,
      type: `checkout.${status}`,
      data: {
        checkout_id: checkoutId,
        status,
        ...(amount === null ? {} : { amount }),
        ...(currency === null ? {} : { currency }),
      },
    });
    const sandbox = t.services.payments.sandbox;
    if (!sandbox) throw new Error('the sandbox gateway is not configured');
    const signature = await sandbox.sign(rawBody, options.at ?? t.clock.now());
    return request('POST', '/api/v1/payments/webhooks/sandbox', { 'Bayan-Signature': signature }, rawBody);
  }

  /**
   * The payer presses Pay on the sandbox's hosted page: the sandbox records it paid (so it can be
   * refunded) and its signed webhook is delivered. Answers the webhook's response, or null when
   * the page refused (the checkout was already decided, closed or lapsed).
   */
  async function payAtGateway(checkoutId: string) {
    const sandbox = t.services.payments.sandbox;
    if (!sandbox) throw new Error('the sandbox gateway is not configured');
    const decided = await sandbox.decide(checkoutId, 'pay');
    if (!decided) return null;
    return request(
      'POST',
      '/api/v1/payments/webhooks/sandbox',
      { 'Bayan-Signature': decided.signature },
      decided.rawBody,
    );
  }

  const transaction = async (id: number) =>
    (await db.select().from(transactionHistories).where(eq(transactionHistories.id, id)))[0];
  const checkoutsOf = (id: number) => db.select().from(checkouts).where(eq(checkouts.transactionId, id));

  return {
    ...t,
    db,
    payer,
    bill,
    request,
    paymentGate,
    checkoutFor,
    webhook,
    payAtGateway,
    transaction,
    checkoutsOf,
  };
}

export type PaymentsTestApp = Awaited<ReturnType<typeof createPaymentsTestApp>>;

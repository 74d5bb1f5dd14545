import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import type {
  CheckoutRequest,
  CheckoutState,
  CheckoutStatus,
  GatewayEvent,
  PaymentGateway,
  RefundResult,
} from './payment-gateway';
import { WebhookRejected } from './payment-gateway';
import { sandboxFee, sandboxSettlement } from './sandbox-settlement';
import { checkSignature, parseJsonObject, parseSignatureHeader, signPayload } from './webhook-signature';

/** The sandbox's own record of a checkout (kept apart from the portal's, as a provider's would be). */
export interface SandboxSession extends CheckoutRequest {
  status: CheckoutStatus;
  createdAt: string;
  /** When the payer paid, and the sandbox's fee kept from the payout (its settlement report). */
  paidAt?: string;
  fee?: number;
  /** Centavos returned so far by refunds. */
  refunded?: number;
  /** Each refund made, as a provider's dashboard lists them. */
  refunds?: { id: string; amount: number; reason: string; note: string; at: string }[];
}

export type SandboxAction = 'pay' | 'fail' | 'cancel';
const OUTCOME: Record<SandboxAction, CheckoutStatus> = { pay: 'paid', fail: 'failed', cancel: 'cancelled' };
const STATUSES: readonly CheckoutStatus[] = ['pending', 'paid', 'failed', 'cancelled', 'expired'];
// Like a provider's test-mode session, an unpaid sandbox checkout lapses after a day.
const LIFETIME_MS = 24 * 3_600_000;

export const SANDBOX_SIGNATURE_HEADER = 'Bayan-Signature';
const keyOf = (checkoutId: string) => `sandbox_checkout:${checkoutId}`;

export interface SandboxDeps {
  db: Db;
  secret: () => Promise<string>;
  /** The portal's public address; the hosted page lives at `/sandbox/checkout/{id}`. */
  publicUrl: string;
  now: () => Date;
}

/** The built-in gateway: a hosted checkout page served by the portal, signed webhooks, status queries. */
export function createSandboxGateway({ db, secret, publicUrl, now }: SandboxDeps) {
  async function session(checkoutId: string): Promise<SandboxSession | null> {
    const [row] = await db
      .select()
      .from(settings)
      .where(eq(settings.key, keyOf(checkoutId)));
    if (!row) return null;
    const stored = JSON.parse(row.value) as SandboxSession;
    const lapsed = now().getTime() - Date.parse(stored.createdAt) > LIFETIME_MS;
    return stored.status === 'pending' && lapsed ? { ...stored, status: 'expired' } : stored;
  }

  /** Signs a notification as the sandbox sends it: `Bayan-Signature: t=<unix>,v1=<hex>`. */
  async function sign(rawBody: string, at: Date = now()) {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${signPayload(await secret(), t, rawBody)}`;
  }

  async function status(gatewayReference: string): Promise<CheckoutState> {
    const found = await session(gatewayReference);
    if (!found) throw new Error(`sandbox checkout ${gatewayReference} not found`);
    const paid = found.status === 'paid';
    return { status: found.status, amount: paid ? found.amount : null, currency: paid ? 'PHP' : null };
  }

  const gateway = {
    name: 'sandbox' as const,

    async createCheckout(request) {
      const record: SandboxSession = { ...request, status: 'pending', createdAt: now().toISOString() };
      await db.insert(settings).values({ key: keyOf(request.checkoutId), value: JSON.stringify(record) });
      return {
        url: `${publicUrl}/sandbox/checkout/${request.checkoutId}`,
        gatewayReference: request.checkoutId,
      };
    },

    async verifyWebhook(rawBody, headers) {
      const parts = parseSignatureHeader(headers.get(SANDBOX_SIGNATURE_HEADER));
      checkSignature({
        secret: await secret(),
        timestamp: parts.t,
        signature: parts.v1,
        rawBody,
        now: now(),
      });
      const body = parseJsonObject(rawBody);
      const data = (body.data ?? {}) as Record<string, unknown>;
      const status = STATUSES.find((s) => s === data.status) ?? null;
      if (typeof body.id !== 'string' || typeof data.checkout_id !== 'string') {
        throw new WebhookRejected('not a sandbox event');
      }
      return {
        id: body.id,
        type: typeof body.type === 'string' ? body.type : 'unknown',
        gatewayReference: data.checkout_id,
        status,
        amount: Number.isSafeInteger(data.amount) ? (data.amount as number) : null,
        currency: typeof data.currency === 'string' ? data.currency : null,
        payload: body,
      } satisfies GatewayEvent;
    },

    queryStatus: status,

    async expireCheckout(gatewayReference): Promise<CheckoutState> {
      // Only a pending checkout closes (a paid one stays paid), as a provider's expire call does.
      await db
        .update(settings)
        .set({ value: sql`jsonb_set((${settings.value})::jsonb, '{status}', '"expired"')::text` })
        .where(
          and(
            eq(settings.key, keyOf(gatewayReference)),
            sql`(${settings.value})::jsonb->>'status' = 'pending'`,
          ),
        );
      return status(gatewayReference);
    },

    async refund({ gatewayReference, amount, reason, note }): Promise<RefundResult> {
      // Like a provider: only a paid checkout, and never more than it took, can be refunded.
      const found = await session(gatewayReference);
      if (found?.status !== 'paid') throw new Error(`sandbox checkout ${gatewayReference} is not paid`);
      const refunded = (found.refunded ?? 0) + amount;
      if (!Number.isSafeInteger(amount) || amount <= 0 || refunded > found.amount) {
        throw new Error(`sandbox checkout ${gatewayReference} cannot refund ${amount}`);
      }
      const refundId = `ref_${gatewayReference}_${refunded}`;
      const record = { id: refundId, amount, reason, note, at: now().toISOString() };
      // Only the version read above is replaced: two refunds at once cannot both pass the check.
      const [saved] = await db
        .update(settings)
        .set({ value: JSON.stringify({ ...found, refunded, refunds: [...(found.refunds ?? []), record] }) })
        .where(
          and(
            eq(settings.key, keyOf(gatewayReference)),
            sql`coalesce(((${settings.value})::jsonb->>'refunded')::bigint, 0) = ${found.refunded ?? 0}`,
          ),
        )
        .returning();
      if (!saved) throw new Error(`sandbox checkout ${gatewayReference} was refunded meanwhile; ask again`);
      return { refundId, status: 'refunded' };
    },

    settlementReport: (range) => sandboxSettlement(db, range),
  } satisfies PaymentGateway;

  /**
   * Records the payer's choice once (a second click changes nothing) and returns the signed
   * notification to deliver, or null when the checkout was already decided or has lapsed.
   */
  async function decide(checkoutId: string, action: SandboxAction) {
    const current = await session(checkoutId);
    if (current?.status !== 'pending') return null;
    const status = OUTCOME[action];
    const at = now();
    // A paid checkout is in the day's settlement report: when, and the fee kept from the payout.
    const paid = status === 'paid' ? { paidAt: at.toISOString(), fee: sandboxFee(current.amount) } : {};
    const [updated] = await db
      .update(settings)
      .set({ value: JSON.stringify({ ...current, status, ...paid }) })
      .where(and(eq(settings.key, keyOf(checkoutId)), sql`(${settings.value})::jsonb->>'status' = 'pending'`))
      .returning();
    if (!updated) return null;
    const rawBody = JSON.stringify({
      id: `evt_${checkoutId}_${status}`,
      type: `checkout.${status}`,
      created_at: Math.floor(at.getTime() / 1000),
      data: {
        checkout_id: checkoutId,
        reference: current.reference,
        amount: current.amount,
        currency: 'PHP',
        status,
      },
    });
    return { rawBody, signature: await sign(rawBody, at), session: { ...current, status } };
  }

  return { gateway, session, decide, sign };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

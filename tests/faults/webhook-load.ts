import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET } from './portal-process';

/** One webhook the load sent, and how the portal answered it. */
export interface Delivery {
  eventId: string;
  /** 0 when no HTTP answer came at all (the connection failed). */
  status: number;
  retryAfter: string | null;
  result: string | undefined;
  /** When it was sent (performance.now()) and how long the answer took. */
  sentAt: number;
  ms: number;
}

/** A sandbox gateway notification, signed as the sandbox signs them (t=…,v1=…). */
export function signedWebhook(eventId: string) {
  const rawBody = JSON.stringify({
    id: eventId,
    type: 'checkout.fault_suite',
    created_at: Math.floor(Date.now() / 1000),
    // A checkout no one opened: the portal records the event (a committed row) and ignores it.
    data: { checkout_id: `fault-${eventId}` },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${rawBody}`).digest('hex');
  return { rawBody, headers: { 'Content-Type': 'application/json', 'Bayan-Signature': `t=${t},v1=${v1}` } };
}

/** Sends one webhook and records the answer. */
export async function deliver(base: string, eventId: string): Promise<Delivery> {
  const { rawBody, headers } = signedWebhook(eventId);
  const sentAt = performance.now();
  try {
    const res = await fetch(`${base}/api/v1/payments/webhooks/sandbox`, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await res.json().catch(() => ({}))) as { result?: string };
    const ms = performance.now() - sentAt;
    return {
      eventId,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      result: json.result,
      sentAt,
      ms,
    };
  } catch {
    return {
      eventId,
      status: 0,
      retryAfter: null,
      result: undefined,
      sentAt,
      ms: performance.now() - sentAt,
    };
  }
}

/**
 * A bounded write load on loopback: `perSecond` signed webhooks a second, each a new event (one
 * committed row when acknowledged), until stop() or `maxCount`, whichever comes first.
 */
export function startWebhookLoad(base: string, { perSecond, maxCount, prefix }: LoadOptions) {
  const deliveries: Delivery[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const send = () => {
    const pending = deliver(base, `${prefix}-${String(sent++)}`).then((d) => {
      deliveries.push(d);
      inFlight.delete(pending);
    });
    inFlight.add(pending);
  };
  const timer = setInterval(() => {
    if (sent >= maxCount) return clearInterval(timer);
    send();
  }, 1000 / perSecond);
  return {
    deliveries,
    /**
     * Sends `count` at once, on top of the steady rate: with every pooled connection checked out
     * by a transaction, a fault that strikes now meets them (the steady rate alone leaves most
     * connections idle between webhooks, where the pool already took care of their errors).
     */
    burst(count: number) {
      for (let i = 0; i < count && sent < maxCount; i++) send();
    },
    /** Stops sending and waits for every answer still to come. */
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return deliveries;
    },
  };
}

interface LoadOptions {
  perSecond: number;
  maxCount: number;
  /** Event ids are `<prefix>-<n>`: unique to one run. */
  prefix: string;
}

import type { AfterPayment } from '@/components/payment-controls';

/** The page for a transaction after paying: its history entry, or the success page. */
export const destinationPath = (after: AfterPayment, transactionId: string): string =>
  after === 'transaction-history'
    ? `/transaction-history/${encodeURIComponent(transactionId)}`
    : `/success-page?transaction_id=${encodeURIComponent(transactionId)}`;

/** `/pgi?url=…`: the gateway in a frame on small screens, and where to go when it is done. */
export const pgiPath = (url: string, transactionId: string, next: string): string =>
  `/pgi?${new URLSearchParams({ url, transaction_id: transactionId, next }).toString()}`;

/**
 * The gateway address from /pgi's query, if it is one a frame may show: a page of the configured
 * gateway's checkout (under `prefix`, from the payment settings), so a crafted link can neither
 * run `javascript:` in the portal's page nor dress another site in it.
 */
export function safeGatewayUrl(
  raw: string | null,
  prefix: string,
  origin: string = window.location.origin,
): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    const allowed = new URL(prefix);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.origin === allowed.origin && url.pathname.startsWith(allowed.pathname)
      ? url.href
      : null;
  } catch {
    return null;
  }
}

const NEXT = /^\/(success-page(\?transaction_id=[\w-]+)?|transaction-history(\/[\w-]+)?)$/;

/** /pgi's `next`, if it is one of the portal's own after-payment pages; otherwise home. */
export const safeNextPath = (raw: string | null): string => (raw && NEXT.test(raw) ? raw : '/');

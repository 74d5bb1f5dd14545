import type { GatewayName } from '@/domain/contracts/payments';

/** PayMongo serves every hosted checkout page from this origin (`checkout_url` of a session). */
export const PAYMONGO_CHECKOUT_ORIGIN = 'https://checkout.paymongo.com';

/**
 * The address every hosted checkout page of a gateway starts with: the only pages the /pgi page
 * may frame, and the only origin (besides the portal's own) the CSP lets it frame. The sandbox's
 * pages are the portal's own, under `/sandbox/checkout/` (sandbox-gateway.ts).
 */
export function checkoutUrlPrefix(gateway: GatewayName, publicUrl: string): string {
  return gateway === 'paymongo'
    ? `${PAYMONGO_CHECKOUT_ORIGIN}/`
    : `${publicUrl.replace(/\/$/, '')}/sandbox/checkout/`;
}

import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { VALID_HEALTH_CARD, healthCardVectors } from './health-card.vectors';

/** Ana sells fish at stall 42 of the public market. */
export const VALID_MARKET_VENDOR: ApplicationPayload = {
  ...VALID_HEALTH_CARD,
  employment_type: 'Self-Employed',
  occupation: 'FISH VENDOR',
  market_name: 'BAYAN DEMO CITY PUBLIC MARKET',
  stall_no: 'F-42',
  goods_sold: 'FRESH FISH',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const HEALTH_CERTIFICATE_MARKET_VENDOR_VECTORS: readonly ApplicationVector[] = [
  ...healthCardVectors(VALID_MARKET_VENDOR),
  {
    name: 'no stall number',
    payload: { ...VALID_MARKET_VENDOR, stall_no: '' },
    errors: { stall_no: 'Stall No.' },
  },
];

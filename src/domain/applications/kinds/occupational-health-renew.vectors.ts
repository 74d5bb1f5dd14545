import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { VALID_OHP_NEW } from './occupational-health-new.vectors';
import { healthCardVectors } from './health-card.vectors';

/** Ana renews the permit of her second year at the same store. */
export const VALID_OHP_RENEWAL: ApplicationPayload = {
  ...VALID_OHP_NEW,
  previous_card_no: 'OHP-2025-000123',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const OCCUPATIONAL_HEALTH_RENEW_VECTORS: readonly ApplicationVector[] = [
  ...healthCardVectors(VALID_OHP_RENEWAL),
  {
    name: 'no previous card number',
    payload: { ...VALID_OHP_RENEWAL, previous_card_no: '' },
    errors: { previous_card_no: 'Previous Health Card No.' },
  },
];

import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { VALID_HEALTH_CARD, healthCardVectors } from './health-card.vectors';

/** Ana sells cooked corn along Rizal Avenue. */
export const VALID_AMBULANT: ApplicationPayload = {
  ...VALID_HEALTH_CARD,
  employment_type: 'Self-Employed',
  occupation: 'AMBULANT VENDOR',
  vending_area: 'RIZAL AVENUE, POBLACION',
  goods_sold: 'COOKED CORN',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const HEALTH_CERTIFICATE_AMBULANT_VECTORS: readonly ApplicationVector[] = [
  ...healthCardVectors(VALID_AMBULANT),
  {
    name: 'no place of selling',
    payload: { ...VALID_AMBULANT, vending_area: '' },
    errors: { vending_area: 'Where You Sell' },
  },
];

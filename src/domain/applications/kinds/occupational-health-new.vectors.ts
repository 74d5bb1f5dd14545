import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { VALID_HEALTH_CARD, healthCardVectors } from './health-card.vectors';

/** Ana starts as a cook at Aling Nena's store (a business the demo city bills). */
export const VALID_OHP_NEW: ApplicationPayload = {
  ...VALID_HEALTH_CARD,
  employer_bin: '101-01-0001-0000001',
  employer_name: 'SARI-SARI NI ALING NENA',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const OCCUPATIONAL_HEALTH_NEW_VECTORS: readonly ApplicationVector[] = [
  ...healthCardVectors(VALID_OHP_NEW),
  {
    name: 'an employer’s BIN badly formed, and no business name',
    payload: { ...VALID_OHP_NEW, employer_bin: '12345', employer_name: '' },
    errors: { employer_bin: 'BIN', employer_name: 'Business Name' },
  },
];

import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { VALID_HEALTH_CARD, healthCardVectors } from './health-card.vectors';

/** Ana cooks for the city's feeding programme until the end of the year. */
export const VALID_CONTRACT_SERVICE: ApplicationPayload = {
  ...VALID_HEALTH_CARD,
  employment_type: 'Others',
  office: 'CITY SOCIAL WELFARE AND DEVELOPMENT OFFICE',
  contract_ends: '2026-12-31',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const HEALTH_CERTIFICATE_CONTRACT_SERVICE_VECTORS: readonly ApplicationVector[] = [
  ...healthCardVectors(VALID_CONTRACT_SERVICE),
  {
    name: 'the contract’s end not written as the form asks',
    payload: { ...VALID_CONTRACT_SERVICE, contract_ends: '12/31/2026' },
    errors: { contract_ends: 'Contract Ends' },
  },
];

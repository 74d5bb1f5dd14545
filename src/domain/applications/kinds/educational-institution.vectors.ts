import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { VALID_HEALTH_CARD, healthCardVectors } from './health-card.vectors';

/** Ana cooks in a public elementary school's canteen. */
export const VALID_SCHOOL_WORKER: ApplicationPayload = {
  ...VALID_HEALTH_CARD,
  employment_type: 'Government Employee',
  occupation: 'CANTEEN COOK',
  school_name: 'POBLACION ELEMENTARY SCHOOL',
  school_address: 'MABINI STREET, POBLACION',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const EDUCATIONAL_INSTITUTION_VECTORS: readonly ApplicationVector[] = [
  ...healthCardVectors(VALID_SCHOOL_WORKER),
  {
    name: 'no school',
    payload: { ...VALID_SCHOOL_WORKER, school_name: '' },
    errors: { school_name: 'School' },
  },
];

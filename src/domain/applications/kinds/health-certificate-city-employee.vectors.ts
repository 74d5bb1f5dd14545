import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { VALID_HEALTH_CARD, healthCardVectors } from './health-card.vectors';

/** Ana cooks in the city hall canteen. */
export const VALID_CITY_EMPLOYEE: ApplicationPayload = {
  ...VALID_HEALTH_CARD,
  employment_type: 'Government Employee',
  office: 'GENERAL SERVICES OFFICE',
  employee_id_no: 'CG-2019-0412',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const HEALTH_CERTIFICATE_CITY_EMPLOYEE_VECTORS: readonly ApplicationVector[] = [
  ...healthCardVectors(VALID_CITY_EMPLOYEE),
  { name: 'no employee number (it is optional)', payload: { ...VALID_CITY_EMPLOYEE, employee_id_no: '' } },
  {
    name: 'no office, and an employee number too long',
    payload: { ...VALID_CITY_EMPLOYEE, office: '', employee_id_no: 'X'.repeat(21) },
    errors: { office: 'Office / Department', employee_id_no: 'Employee ID No.' },
  },
];

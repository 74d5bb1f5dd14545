import type { ApplicationDefinition } from '../application-definition';
import type { ApplicationVector } from '../business-permit-new.vectors';
import { definition as ambulant } from './health-certificate-ambulant';
import { HEALTH_CERTIFICATE_AMBULANT_VECTORS } from './health-certificate-ambulant.vectors';
import { definition as cityEmployee } from './health-certificate-city-employee';
import { HEALTH_CERTIFICATE_CITY_EMPLOYEE_VECTORS } from './health-certificate-city-employee.vectors';
import { definition as contractService } from './health-certificate-contract-service';
import { HEALTH_CERTIFICATE_CONTRACT_SERVICE_VECTORS } from './health-certificate-contract-service.vectors';
import { definition as marketVendor } from './health-certificate-market-vendor';
import { HEALTH_CERTIFICATE_MARKET_VENDOR_VECTORS } from './health-certificate-market-vendor.vectors';
import { definition as ohpNew } from './occupational-health-new';
import { OCCUPATIONAL_HEALTH_NEW_VECTORS } from './occupational-health-new.vectors';
import { definition as ohpRenew } from './occupational-health-renew';
import { OCCUPATIONAL_HEALTH_RENEW_VECTORS } from './occupational-health-renew.vectors';
import { definition as school } from './educational-institution';
import { EDUCATIONAL_INSTITUTION_VECTORS } from './educational-institution.vectors';

/** The seven health card kinds, each with its vectors (the web and the server tests run them). */
export const HEALTH_CARD_KINDS: readonly (readonly [ApplicationDefinition, readonly ApplicationVector[]])[] =
  [
    [ambulant, HEALTH_CERTIFICATE_AMBULANT_VECTORS],
    [cityEmployee, HEALTH_CERTIFICATE_CITY_EMPLOYEE_VECTORS],
    [contractService, HEALTH_CERTIFICATE_CONTRACT_SERVICE_VECTORS],
    [marketVendor, HEALTH_CERTIFICATE_MARKET_VENDOR_VECTORS],
    [ohpNew, OCCUPATIONAL_HEALTH_NEW_VECTORS],
    [ohpRenew, OCCUPATIONAL_HEALTH_RENEW_VECTORS],
    [school, EDUCATIONAL_INSTITUTION_VECTORS],
  ];

import type { ApplicationDefinition } from '../application-definition';
import { OCCUPATIONAL_HEALTH_MODULE, employerFields, healthCardKind } from './health-card.form';

/**
 * The occupational health permit of a worker of a business in the city, first time with this employer:
 * the employer by its BIN, which the city's business billing (BPLS) must know (OHP NEW, §2.8
 * occupational-health-new). The office sends it to the laboratory; once every test asked for passed it
 * is billed by `occupational-health-permit`, and once paid the health card of the work's colour is
 * issued with its QR.
 */
export const definition: ApplicationDefinition = healthCardKind({
  route: 'occupational-health-new',
  moduleType: 'OHP',
  transactionType: 'NEW',
  catalogue: {
    module: OCCUPATIONAL_HEALTH_MODULE,
    type: { fil: 'Bagong Permiso' },
  },
  title: { en: 'Occupational Health Permit (New)', fil: 'Permiso sa Kalusugan sa Trabaho (Bago)' },
  workplace: employerFields(),
  fees: 'occupational-health-permit',
  numberPrefix: 'OHP',
  preChecks: ['bin-in-bpls-billing'],
});

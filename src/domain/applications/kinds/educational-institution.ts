import type { ApplicationDefinition } from '../application-definition';
import { OCCUPATIONAL_HEALTH_MODULE, healthCardKind } from './health-card.form';
import { field } from '../form-parts';

/**
 * The occupational health permit of a worker of a school (teachers, canteen and school staff): the
 * school, public ones included, which no business billing lists (OHP EDUCATIONAL INSTITUTION, §2.8
 * educational-institution). The office sends it to the laboratory; once every test asked for passed it
 * is billed by `occupational-health-permit`, and once paid the health card of the work's colour is
 * issued with its QR.
 */
export const definition: ApplicationDefinition = healthCardKind({
  route: 'educational-institution',
  moduleType: 'OHP',
  transactionType: 'EDUCATIONAL INSTITUTION',
  catalogue: {
    module: OCCUPATIONAL_HEALTH_MODULE,
    type: { fil: 'Para sa Paaralan' },
  },
  title: {
    en: 'Occupational Health Permit (Educational Institution)',
    fil: 'Permiso sa Kalusugan sa Trabaho (Paaralan)',
  },
  workplace: [
    field('school_name', 'School', 'Paaralan', 'required|max_150_char'),
    field('school_address', 'School Address', 'Address ng Paaralan', 'required|max_150_char'),
  ],
  fees: 'occupational-health-permit',
  numberPrefix: 'OHP',
});

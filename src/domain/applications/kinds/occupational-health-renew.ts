import type { ApplicationDefinition } from '../application-definition';
import { OCCUPATIONAL_HEALTH_MODULE, employerFields, healthCardKind } from './health-card.form';
import { field } from '../form-parts';

/**
 * The occupational health permit of a worker renewing the year's permit: the employer by its BIN (the
 * city's business billing must know it) and the last card's number (OHP RENEWAL, §2.8 occupational-
 * health-renew). The office sends it to the laboratory; once every test asked for passed it is billed
 * by `occupational-health-permit`, and once paid the health card of the work's colour is issued with
 * its QR.
 */
export const definition: ApplicationDefinition = healthCardKind({
  route: 'occupational-health-renew',
  moduleType: 'OHP',
  transactionType: 'RENEWAL',
  catalogue: {
    module: OCCUPATIONAL_HEALTH_MODULE,
    type: { fil: 'Pagpapanibago ng Permiso' },
  },
  title: {
    en: 'Occupational Health Permit (Renewal)',
    fil: 'Permiso sa Kalusugan sa Trabaho (Pagpapanibago)',
  },
  workplace: [
    ...employerFields(),
    field(
      'previous_card_no',
      'Previous Health Card No.',
      'Numero ng Dating Health Card',
      'required|max_30_char',
    ),
  ],
  fees: 'occupational-health-permit',
  numberPrefix: 'OHP',
  preChecks: ['bin-in-bpls-billing'],
});

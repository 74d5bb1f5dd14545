import type { ApplicationDefinition } from '../application-definition';
import { HEALTH_CERTIFICATE_MODULE, healthCardKind } from './health-card.form';
import { field } from '../form-parts';

/**
 * The health certificate of an employee of the city: their office and employee number (HC CITY
 * EMPLOYEE, §2.8 health-certificate-city-employee). The office sends it to the laboratory; once every
 * test asked for passed it is billed by `health-certificate`, and once paid the health card of the
 * work's colour is issued with its QR.
 */
export const definition: ApplicationDefinition = healthCardKind({
  route: 'health-certificate-city-employee',
  moduleType: 'HC',
  transactionType: 'CITY EMPLOYEE',
  catalogue: {
    module: HEALTH_CERTIFICATE_MODULE,
    type: { fil: 'Kawani ng Lungsod' },
  },
  title: { en: 'Health Certificate (City Employee)', fil: 'Sertipiko ng Kalusugan (Kawani ng Lungsod)' },
  workplace: [
    field('office', 'Office / Department', 'Tanggapan / Departamento', 'required|max_100_char'),
    field(
      'employee_id_no',
      'Employee ID No. (if any)',
      'Numero ng ID ng Kawani (kung mayroon)',
      'max_20_char',
    ),
  ],
  fees: 'health-certificate',
  numberPrefix: 'HC',
});

import type { ApplicationDefinition } from '../application-definition';
import { HEALTH_CERTIFICATE_MODULE, healthCardKind } from './health-card.form';
import { field } from '../form-parts';

/**
 * The health certificate of a contract-of-service worker of the city: the office they are assigned to
 * and when the contract ends (HC CONTRACT OF SERVICE, §2.8 health-certificate-contract-service). The
 * office sends it to the laboratory; once every test asked for passed it is billed by `health-
 * certificate`, and once paid the health card of the work's colour is issued with its QR.
 */
export const definition: ApplicationDefinition = healthCardKind({
  route: 'health-certificate-contract-service',
  moduleType: 'HC',
  transactionType: 'CONTRACT OF SERVICE',
  catalogue: {
    module: HEALTH_CERTIFICATE_MODULE,
    type: { fil: 'Kontrata ng Serbisyo' },
  },
  title: {
    en: 'Health Certificate (Contract of Service)',
    fil: 'Sertipiko ng Kalusugan (Kontrata ng Serbisyo)',
  },
  workplace: [
    field('office', 'Office Assigned', 'Tanggapang Pinaglilingkuran', 'required|max_100_char'),
    field(
      'contract_ends',
      'Contract Ends',
      'Katapusan ng Kontrata',
      'required|mask:^\\d{4}-\\d{2}-\\d{2}$~YYYY-MM-DD',
      {
        placeholder: 'YYYY-MM-DD',
      },
    ),
  ],
  fees: 'health-certificate',
  numberPrefix: 'HC',
});

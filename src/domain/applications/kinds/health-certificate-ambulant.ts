import type { ApplicationDefinition } from '../application-definition';
import { HEALTH_CERTIFICATE_MODULE, healthCardKind } from './health-card.form';
import { field } from '../form-parts';

/**
 * The health certificate of an ambulant vendor: where they sell and what (HC AMBULANT, §2.8 health-
 * certificate-ambulant). The office sends it to the laboratory; once every test asked for passed it is
 * billed by `health-certificate`, and once paid the health card of the work's colour is issued with
 * its QR.
 */
export const definition: ApplicationDefinition = healthCardKind({
  route: 'health-certificate-ambulant',
  moduleType: 'HC',
  transactionType: 'AMBULANT',
  catalogue: {
    module: HEALTH_CERTIFICATE_MODULE,
    type: { fil: 'Naglalakong Tindero' },
  },
  title: { en: 'Health Certificate (Ambulant Vendor)', fil: 'Sertipiko ng Kalusugan (Naglalakong Tindero)' },
  workplace: [
    field(
      'vending_area',
      'Where You Sell (street or area)',
      'Saan Ka Nagtitinda (kalye o lugar)',
      'required|max_150_char',
    ),
    field('goods_sold', 'Goods Sold', 'Mga Paninda', 'required|max_100_char'),
  ],
  fees: 'health-certificate',
  numberPrefix: 'HC',
});

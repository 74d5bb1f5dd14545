import type { ApplicationDefinition } from '../application-definition';
import { HEALTH_CERTIFICATE_MODULE, healthCardKind } from './health-card.form';
import { field } from '../form-parts';

/**
 * The health certificate of a market vendor: the market, the stall and what is sold (HC MARKET
 * VENDORS, §2.8 health-certificate-market-vendor). The office sends it to the laboratory; once every
 * test asked for passed it is billed by `health-certificate`, and once paid the health card of the
 * work's colour is issued with its QR.
 */
export const definition: ApplicationDefinition = healthCardKind({
  route: 'health-certificate-market-vendor',
  moduleType: 'HC',
  transactionType: 'MARKET VENDORS',
  catalogue: {
    module: HEALTH_CERTIFICATE_MODULE,
    type: { fil: 'Tindero sa Palengke' },
  },
  title: { en: 'Health Certificate (Market Vendor)', fil: 'Sertipiko ng Kalusugan (Tindero sa Palengke)' },
  workplace: [
    field('market_name', 'Market', 'Palengke', 'required|max_100_char'),
    field('stall_no', 'Stall No.', 'Numero ng Puwesto', 'required|max_20_char'),
    field('goods_sold', 'Goods Sold', 'Mga Paninda', 'required|max_100_char'),
  ],
  fees: 'health-certificate',
  numberPrefix: 'HC',
});

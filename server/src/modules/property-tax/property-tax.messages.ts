import { serverMessages } from '../../http/i18n/server-messages';

/** What real property tax tells a resident, by id, in English and Filipino. */
export const PROPERTY_TAX_MESSAGES = serverMessages('property-tax', {
  ownerIdRequired: {
    en: 'Enter the owner ID of the properties.',
    fil: 'Ilagay ang owner ID ng mga ari-arian.',
  },
  ownerNotOnRoll: {
    en: 'Owner ID {owner} has no property on the assessment roll.',
    fil: 'Walang ari-arian sa talaan ng pagtatasa ang owner ID na {owner}.',
  },
  notPaidThrough: {
    en: 'A tax clearance needs every property of owner {owner} paid through {quarter}. Not paid yet: {unpaid}.',
    fil: 'Kailangang bayad hanggang {quarter} ang lahat ng ari-arian ng may-ari na {owner} para sa tax clearance. Hindi pa bayad: {unpaid}.',
  },
  unpaidFrom: { en: 'PIN {pin} from {quarter}', fil: 'PIN {pin} mula {quarter}' },
  neverPaid: {
    en: 'PIN {pin} (no payment on the roll)',
    fil: 'PIN {pin} (walang bayad sa talaan)',
  },
});

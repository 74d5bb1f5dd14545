import { serverMessages } from '../../http/i18n/server-messages';

/** What the ordinance violation receipts tell a resident, by id, in English and Filipino. */
export const OVR_MESSAGES = serverMessages('ovr', {
  noRecord: { en: 'No Record Found', fil: 'Walang Nahanap na Rekord' },
  notFound: {
    en: 'Ordinance violation receipt not found.',
    fil: 'Hindi nahanap ang resibo ng paglabag sa ordinansa.',
  },
  alreadyPaid: {
    en: 'This ordinance violation receipt has already been paid.',
    fil: 'Nabayaran na ang resibong ito ng paglabag sa ordinansa.',
  },
  stillPayable: {
    en: 'This statement of account can still be paid until {date}; a new one is issued once it expires.',
    fil: 'Maaari pang bayaran ang statement of account na ito hanggang {date}; bibigyan ka ng bago kapag napaso na ito.',
  },
  expired: {
    en: 'This statement of account expired on {date}. Ask for a new one on the ordinance violation receipt’s page, then pay it.',
    fil: 'Napaso ang statement of account na ito noong {date}. Humiling ng bago sa pahina ng resibo ng paglabag sa ordinansa, saka ito bayaran.',
  },
  replaced: {
    en: 'This statement of account was replaced by a newer one. Pay the newest on the ordinance violation receipt’s page.',
    fil: 'Napalitan na ng mas bago ang statement of account na ito. Bayaran ang pinakabago sa pahina ng resibo ng paglabag sa ordinansa.',
  },
  changed: {
    en: 'The fines of this ordinance violation receipt were changed after it was billed. Ask for a new statement of account on its page.',
    fil: 'Binago ang mga multa ng resibong ito matapos itong singilin. Humiling ng bagong statement of account sa pahina nito.',
  },
  photoRequired: {
    en: 'Choose a photo of your ordinance violation receipt.',
    fil: 'Pumili ng larawan ng iyong resibo ng paglabag sa ordinansa.',
  },
});

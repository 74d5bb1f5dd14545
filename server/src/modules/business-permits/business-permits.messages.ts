import { serverMessages } from '../../http/i18n/server-messages';

/** What the business permit kinds tell a resident, by id, in English and Filipino. */
export const BUSINESS_PERMITS_MESSAGES = serverMessages('business-permits', {
  businessNotYours: { en: 'Choose one of your businesses.', fil: 'Pumili ng isa sa iyong mga negosyo.' },
  binNotBilled: {
    en: "No business with this BIN is in the city's business billing (BPLS). Check the BIN with the business.",
    fil: 'Walang negosyong may ganitong BIN sa business billing (BPLS) ng lungsod. Alamin ang tamang BIN sa negosyo.',
  },
  noQuarterLeft: {
    en: 'This business has no quarter left to pay this year.',
    fil: 'Wala nang kwarter na babayaran ang negosyong ito ngayong taon.',
  },
  quarterCovered: {
    en: 'That quarter is already covered. Choose a later quarter.',
    fil: 'Bayad na ang kwarter na iyon. Pumili ng mas huling kwarter.',
  },
  yearNotOffered: {
    en: 'Choose a year this business has not settled yet.',
    fil: 'Pumili ng taong hindi pa nababayaran ng negosyong ito.',
  },
  alreadyRenewed: {
    en: 'This business already has a renewal filed this year.',
    fil: 'May renewal na ngayong taon ang negosyong ito.',
  },
  noReleasedPermit: {
    en: 'This business has no released permit to renew yet.',
    fil: 'Wala pang nailabas na permiso ang negosyong ito na maaaring i-renew.',
  },
  notChangeable: {
    en: 'This application can no longer be changed.',
    fil: 'Hindi na maaaring baguhin ang aplikasyong ito.',
  },
  noPermitYet: {
    en: 'The permit is issued once the application is released.',
    fil: 'Ibibigay ang permiso kapag nailabas na ang aplikasyon.',
  },
  noSoa: {
    en: 'This application has no statement of account to pay yet.',
    fil: 'Wala pang statement of account na babayaran ang aplikasyong ito.',
  },
});

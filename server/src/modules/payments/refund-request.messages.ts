import { serverMessages } from '../../http/i18n/server-messages';

/** What a payer asking for a refund (gcash_refund) is told, by id, in English and Filipino. */
export const REFUND_REQUEST_MESSAGES = serverMessages('refundRequest', {
  notPaid: {
    en: 'This transaction was not paid online, so there is nothing to refund.',
    fil: 'Hindi binayaran online ang transaksyong ito, kaya walang maibabalik.',
  },
  notRejected: {
    en: 'Only a paid application the office cannot serve is refunded; this one is {status}.',
    fil: 'Ang bayad na aplikasyong hindi maibibigay ng opisina lamang ang nire-refund; ang isang ito ay {status}.',
  },
  paidAtOffice: {
    en: 'This was paid at the office, so it is refunded there. Please ask at the treasury.',
    fil: 'Binayaran ito sa opisina, kaya doon ito ire-refund. Magtanong sa ingat-yaman.',
  },
  alreadyAsked: {
    en: 'A refund of this payment was already requested.',
    fil: 'Nahiling na ang refund ng bayad na ito.',
  },
});

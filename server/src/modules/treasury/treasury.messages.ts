import { serverMessages } from '../../http/i18n/server-messages';

/** What the treasury's console API tells an officer, by id, in English and Filipino (issue 28). */
export const TREASURY_MESSAGES = serverMessages('treasury', {
  badDay: {
    en: 'Choose a day (YYYY-MM-DD).',
    fil: 'Pumili ng araw (YYYY-MM-DD).',
  },
  badAmount: {
    en: 'Enter an amount in pesos, such as 12500.00.',
    fil: 'Maglagay ng halaga sa piso, gaya ng 12500.00.',
  },
  noteTooLong: {
    en: 'The note may have at most 500 characters.',
    fil: 'Hanggang 500 character lamang ang tala.',
  },
  badCollector: {
    en: 'This collector issued no official receipt that day.',
    fil: 'Walang opisyal na resibong inilabas ang kolektor na ito nang araw na iyon.',
  },
  badMonth: {
    en: 'Choose a month (YYYY-MM).',
    fil: 'Pumili ng buwan (YYYY-MM).',
  },
  settlementUnavailable: {
    en: "The gateway's settlement report could not be read. Try again in a few minutes.",
    fil: 'Hindi mabasa ang ulat ng settlement ng gateway. Subukang muli pagkalipas ng ilang minuto.',
  },
});

/** What the payer is told of their proof of payment, by SMS and e-mail, in their language. */
export const PROOF_MESSAGES = serverMessages('treasury-proofs', {
  rejectedSms: {
    en: 'Your proof of payment for {reference} was not accepted: {reason} You may upload another one from your transaction history.',
    fil: 'Hindi tinanggap ang iyong patunay ng pagbabayad para sa {reference}: {reason} Maaari kang mag-upload ng iba mula sa iyong kasaysayan ng transaksyon.',
  },
  rejectedSubject: {
    en: 'Proof of payment for {reference} not accepted',
    fil: 'Hindi tinanggap ang patunay ng pagbabayad para sa {reference}',
  },
  acceptedSms: {
    en: 'Your payment for {reference} was confirmed. Official receipt {receipt}.',
    fil: 'Nakumpirma ang iyong bayad para sa {reference}. Opisyal na resibo {receipt}.',
  },
  acceptedSubject: {
    en: 'Payment for {reference} confirmed',
    fil: 'Nakumpirma ang bayad para sa {reference}',
  },
  reasonRequired: {
    en: 'Please give the reason: the payer reads it.',
    fil: 'Pakibigay ang dahilan: babasahin ito ng nagbayad.',
  },
  reasonTooLong: {
    en: 'The reason may have at most 500 characters.',
    fil: 'Hanggang 500 character lamang ang dahilan.',
  },
  notWaiting: {
    en: 'This proof of payment is not waiting for a review: it was reviewed, replaced, or the transaction is no longer unpaid.',
    fil: 'Hindi na naghihintay ng pagsusuri ang patunay na ito: nasuri na, napalitan, o hindi na hindi bayad ang transaksyon.',
  },
  notSettled: {
    en: 'The payment could not be recorded: the transaction can no longer be paid.',
    fil: 'Hindi naitala ang bayad: hindi na maaaring bayaran ang transaksyon.',
  },
});

/** What the refunds' console API tells an officer (issue 28). */
export const REFUND_MESSAGES = serverMessages('treasury-refunds', {
  notFound: { en: 'Refund not found', fil: 'Hindi nakita ang refund' },
  reasonRequired: {
    en: 'Please give the reason: the payer reads it.',
    fil: 'Pakibigay ang dahilan: babasahin ito ng nagbayad.',
  },
  reasonTooLong: {
    en: 'The reason may have at most 500 characters.',
    fil: 'Hanggang 500 character lamang ang dahilan.',
  },
});

/** What the cashier's console API tells a cashier (issue 28). */
export const CASHIER_MESSAGES = serverMessages('treasury-cashier', {
  orNumber: {
    en: 'Enter the number of the official receipt you issued (letters, digits and dashes, up to 30).',
    fil: 'Ilagay ang numero ng opisyal na resibong ibinigay mo (mga titik, numero at gitling, hanggang 30).',
  },
  amountNotTotal: {
    en: 'The amount received must be the statement of account total, {total}.',
    fil: 'Dapat ang kabuuan ng statement of account, {total}, ang halagang natanggap.',
  },
  notPayableHere: {
    en: 'This transaction is not a statement of account waiting for payment.',
    fil: 'Hindi ito statement of account na naghihintay ng bayad.',
  },
  orUsed: {
    en: 'This official receipt number was already used.',
    fil: 'Nagamit na ang numerong ito ng opisyal na resibo.',
  },
  alreadyPaid: {
    en: 'The statement of account was paid meanwhile: this payment is held for refund. Give the money back to the payor.',
    fil: 'Nabayaran na ang statement of account: nakabinbin para i-refund ang bayad na ito. Ibalik ang pera sa nagbayad.',
  },
  notSettled: {
    en: 'The payment could not be recorded: the statement of account can no longer be paid.',
    fil: 'Hindi naitala ang bayad: hindi na maaaring bayaran ang statement of account.',
  },
});

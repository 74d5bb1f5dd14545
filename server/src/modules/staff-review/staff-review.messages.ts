import { serverMessages } from '../../http/i18n/server-messages';

/** What staff review tells an officer, by id, in English and Filipino. */
export const STAFF_REVIEW_MESSAGES = serverMessages('staff-review', {
  reasonRequired: {
    en: 'Please give the reason: the taxpayer reads it.',
    fil: 'Pakibigay ang dahilan: babasahin ito ng nagbabayad.',
  },
  notAReviewAction: {
    en: 'This is not a review action. Choose approve, return, reject or mark for printing.',
    fil: 'Hindi ito isang aksyon ng pagsusuri. Pumili ng aprubahan, ibalik, tanggihan o markahan para i-print.',
  },
});

import { serverMessages } from '../../http/i18n/server-messages';

/** What staff review tells an officer, by id, in English and Filipino. */
export const STAFF_REVIEW_MESSAGES = serverMessages('staff-review', {
  reasonRequired: {
    en: 'Please give the reason: the taxpayer reads it.',
    fil: 'Pakibigay ang dahilan: babasahin ito ng nagbabayad.',
  },
  endorsementNotWaiting: {
    en: 'This application is not waiting for clearances now: it was returned to the applicant or has gone on.',
    fil: 'Hindi naghihintay ng clearance ang aplikasyong ito ngayon: ibinalik ito sa aplikante o nagpatuloy na.',
  },
  endorsementCleared: {
    en: 'Your office has already cleared this application.',
    fil: 'Nabigyan na ng clearance ng iyong tanggapan ang aplikasyong ito.',
  },
  notAReviewAction: {
    en: 'This is not a review action. Choose approve, return, reject or mark for printing.',
    fil: 'Hindi ito isang aksyon ng pagsusuri. Pumili ng aprubahan, ibalik, tanggihan o markahan para i-print.',
  },
  noLabStep: {
    en: 'This kind of application has no laboratory tests.',
    fil: 'Walang laboratory test ang ganitong uri ng aplikasyon.',
  },
  notAtLab: {
    en: 'Laboratory results are recorded while the application is PENDING LAB TEST; it is {status}.',
    fil: 'Itinatala ang resulta ng laboratoryo habang PENDING LAB TEST ang aplikasyon; ito ay {status}.',
  },
  testNotAsked: {
    en: 'The applicant did not ask for this test.',
    fil: 'Hindi hiniling ng aplikante ang test na ito.',
  },
  examinedLater: {
    en: 'The day examined cannot be after today or before the application was filed.',
    fil: 'Hindi maaaring lampas sa araw na ito o bago maipasa ang aplikasyon ang petsa ng pagsusuri.',
  },
});

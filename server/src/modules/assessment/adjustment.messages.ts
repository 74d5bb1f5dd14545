import { ADJUSTMENT_REASON_MIN } from '@/domain/fees/fee-adjustment';
import { serverMessages } from '../../http/i18n/server-messages';

/** What the four-eyes rule on fee adjustments (issue 25) tells an officer, in English and Filipino. */
export const ADJUSTMENT_MESSAGES = serverMessages('adjustments', {
  reasonRequired: {
    en: 'Say why the assessment was adjusted.',
    fil: 'Sabihin kung bakit binago ang pagtatasa.',
  },
  reasonTooShort: {
    en: `The reason must be at least ${ADJUSTMENT_REASON_MIN} characters.`,
    fil: `Dapat hindi bababa sa ${ADJUSTMENT_REASON_MIN} na character ang dahilan.`,
  },
  decisionReasonRequired: {
    en: 'Say why you approve or reject this adjustment.',
    fil: 'Sabihin kung bakit mo inaaprubahan o tinatanggihan ang pagbabagong ito.',
  },
  ownAdjustment: {
    en: 'You made this adjustment: another officer must approve or reject it.',
    fil: 'Ikaw ang gumawa ng pagbabagong ito: ibang opisyal ang dapat mag-apruba o tumanggi rito.',
  },
  notWaiting: {
    en: 'This application has no adjustment waiting for approval. Another officer may have decided it: reload the application.',
    fil: 'Walang pagbabago sa pagtatasa ng aplikasyong ito na naghihintay ng pag-apruba. Maaaring napagpasyahan na ito ng ibang opisyal: i-reload ang aplikasyon.',
  },
  badState: {
    en: 'Choose pending, approved, rejected or not_required.',
    fil: 'Pumili ng pending, approved, rejected o not_required.',
  },
});

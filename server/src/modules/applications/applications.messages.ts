import { serverMessages } from '../../http/i18n/server-messages';

/** What the application engine tells a resident or an officer, by id, in English and Filipino. */
export const APPLICATIONS_MESSAGES = serverMessages('applications', {
  notFound: { en: 'Application not found', fil: 'Hindi nakita ang aplikasyon' },
  moveRefused: {
    en: 'This application cannot move from {from} to {to}.',
    fil: 'Hindi maaaring ilipat ang aplikasyong ito mula {from} patungong {to}.',
  },
  waitingForClearances: {
    en: 'This application waits for the clearance of every office it was endorsed to; it goes on by itself once they have all cleared it.',
    fil: 'Hinihintay ng aplikasyong ito ang clearance ng bawat tanggapang pinag-endorsohan nito; kusa itong magpapatuloy kapag nabigyan na ng clearance ng lahat.',
  },
  unknownKind: {
    en: 'This application type is not available online yet.',
    fil: 'Hindi pa maaaring isagawa online ang ganitong aplikasyon.',
  },
  uploadNotYours: {
    en: 'This file is not one of your uploads. Please upload it again.',
    fil: 'Ang file na ito ay hindi isa sa mga in-upload mo. Pakiupload itong muli.',
  },
  reasonTooLong: {
    en: 'The reason must not be more than 500 characters.',
    fil: 'Dapat hindi hihigit sa 500 na character ang dahilan.',
  },
});

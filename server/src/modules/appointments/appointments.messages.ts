import { serverMessages } from '../../http/i18n/server-messages';

/** What the appointments tell a resident or an officer, by id, in English and Filipino. */
export const APPOINTMENTS_MESSAGES = serverMessages('appointments', {
  officeOrApplication: {
    en: 'Name an office or one of your applications.',
    fil: 'Pangalanan ang isang opisina o isa sa iyong mga aplikasyon.',
  },
  noAppointmentStep: {
    en: 'This application does not need an appointment.',
    fil: 'Hindi kailangan ng appointment ang aplikasyong ito.',
  },
  notWaiting: {
    en: 'You can book an appointment once the office asks for one.',
    fil: 'Maaari kang mag-book ng appointment kapag hiniling na ito ng opisina.',
  },
  notOffered: {
    en: 'Choose one of the times offered.',
    fil: 'Pumili ng isa sa mga oras na inaalok.',
  },
  full: {
    en: 'That time has just been fully booked. Please choose another.',
    fil: 'Puno na ang oras na iyon. Pumili ng iba.',
  },
  alreadyBooked: {
    en: 'You already have an appointment at that time.',
    fil: 'May appointment ka na sa oras na iyon.',
  },
  blocked: {
    en: 'You missed {count} appointments, so you can no longer book online. Please book at the office in person.',
    fil: 'Hindi ka na makapag-book online dahil {count} beses kang hindi sumipot sa appointment. Mangyaring mag-book nang personal sa opisina.',
  },
  notFound: { en: 'Appointment not found', fil: 'Hindi nakita ang appointment' },
  notCancellable: {
    en: 'This appointment can no longer be cancelled.',
    fil: 'Hindi na maaaring kanselahin ang appointment na ito.',
  },
  notStarted: {
    en: "A no-show can be marked once the appointment's time has begun.",
    fil: 'Maaari lamang markahang hindi sumipot kapag nagsimula na ang oras ng appointment.',
  },
  notOpen: {
    en: 'Only a booking still open can be marked as a no-show.',
    fil: 'Ang booking lamang na bukas pa ang maaaring markahang hindi sumipot.',
  },
});

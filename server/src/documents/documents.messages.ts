import { serverMessages } from '../http/i18n/server-messages';

/** What the document service tells a resident or an officer, by id, in English and Filipino. */
export const DOCUMENTS_MESSAGES = serverMessages('documents', {
  notVerified: {
    en: 'No document has this verification code.',
    fil: 'Walang dokumentong may ganitong verification code.',
  },
  notFound: { en: 'Document not found.', fil: 'Hindi nakita ang dokumento.' },
  // The staff list of an application's documents, for an application that is not there.
  applicationNotFound: { en: 'Application not found', fil: 'Hindi nakita ang aplikasyon' },
  reprintReason: {
    en: 'Say why the document is printed again.',
    fil: 'Sabihin kung bakit muling ipi-print ang dokumento.',
  },
  reasonTooLong: {
    en: 'The reason must not be more than 500 characters.',
    fil: 'Hindi dapat lumampas sa 500 character ang dahilan.',
  },
});

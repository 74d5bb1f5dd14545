import { serverMessages } from '../../http/i18n/server-messages';

/** What taxpayer support's console API tells an officer, in English and Filipino (issue 28). */
export const SUPPORT_MESSAGES = serverMessages('support', {
  termTooShort: {
    en: 'Type at least 3 characters: a reference, name, mobile number, e-mail, BIN, TD number or OR number.',
    fil: 'Mag-type ng hindi bababa sa 3 character: reference, pangalan, numero ng mobile, e-mail, BIN, numero ng TD o numero ng OR.',
  },
  taxpayerNotFound: {
    en: 'Taxpayer not found',
    fil: 'Hindi nakita ang nagbabayad',
  },
  termTooLong: {
    en: 'The search may have at most 100 characters.',
    fil: 'Hanggang 100 character lamang ang hinahanap.',
  },
});

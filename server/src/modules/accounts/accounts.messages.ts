import { serverMessages } from '../../http/i18n/server-messages';

/** The account paths' messages of their own, by id, in both languages (docs/i18n.md). */
export const ACCOUNTS_MESSAGES = serverMessages('accounts', {
  emailChanges: {
    en: 'You have changed your e-mail address too many times. Please try again later.',
    fil: 'Masyadong maraming beses mo nang pinalitan ang iyong e-mail address. Pakisubukang muli mamaya.',
  },
});

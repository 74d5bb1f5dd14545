import type { Language } from '@/domain/constants/languages';

/** The SMS and e-mails of second factors and sign-in changes, in each language. */
export interface MfaTexts {
  signInCode(code: string, seconds: number): string;
  signInCodeMail(code: string, seconds: number): { subject: string; text: string };
  confirmCode(code: string, seconds: number): string;
  newNumberCode(code: string, seconds: number): string;
  /** What changed: a short phrase from `changes`. */
  notice(what: string): string;
  noticeMail(what: string): { subject: string; text: string };
  changes: Record<SignInChange, string>;
}

export type SignInChange =
  | 'mfa-on'
  | 'mfa-off'
  | 'authenticator-on'
  | 'recovery-codes'
  | 'pin'
  | 'mobile'
  | 'email'
  | 'password'
  | 'operator-reset';

const ENGLISH: MfaTexts = {
  signInCode: (code, seconds) =>
    `Your Bayan sign-in code is ${code}. It expires in ${seconds} seconds. Never share this code with anyone.`,
  signInCodeMail: (code, seconds) => ({
    subject: 'Your Bayan sign-in code',
    text: `Your sign-in code is ${code}. It expires in ${seconds} seconds.\n\nNever share this code with anyone. If you are not signing in, change your password.`,
  }),
  confirmCode: (code, seconds) =>
    `Your Bayan code to confirm a change to your account is ${code}. It expires in ${seconds} seconds. Never share it.`,
  newNumberCode: (code, seconds) =>
    `Your Bayan code to confirm this new mobile number is ${code}. It expires in ${seconds} seconds.`,
  notice: (what) =>
    `Bayan: your sign-in settings changed (${what}). If this was not you, change your password and contact your LGU office.`,
  noticeMail: (what) => ({
    subject: 'Your Bayan sign-in settings changed',
    text: `Your sign-in settings changed: ${what}.\n\nIf this was not you, sign in and change your password at once, or contact your LGU office.`,
  }),
  changes: {
    'mfa-on': 'a second factor was turned on',
    'mfa-off': 'a second factor was turned off',
    'authenticator-on': 'an authenticator app was set up',
    'recovery-codes': 'new recovery codes were made',
    pin: 'your username and PIN were set',
    mobile: 'your mobile number was changed',
    email: 'your e-mail address was changed',
    password: 'your password was changed',
    'operator-reset': 'your second factors were reset at the LGU office',
  },
};

const FILIPINO: MfaTexts = {
  signInCode: (code, seconds) =>
    `Ang iyong Bayan sign-in code ay ${code}. Mag-e-expire ito sa loob ng ${seconds} segundo. Huwag itong ibigay kaninuman.`,
  signInCodeMail: (code, seconds) => ({
    subject: 'Ang iyong Bayan sign-in code',
    text: `Ang iyong sign-in code ay ${code}. Mag-e-expire ito sa loob ng ${seconds} segundo.\n\nHuwag itong ibigay kaninuman. Kung hindi ikaw ang nagsa-sign in, palitan ang iyong password.`,
  }),
  confirmCode: (code, seconds) =>
    `Ang iyong Bayan code para kumpirmahin ang pagbabago sa account ay ${code}. Mag-e-expire ito sa loob ng ${seconds} segundo.`,
  newNumberCode: (code, seconds) =>
    `Ang iyong Bayan code para kumpirmahin ang bagong mobile number ay ${code}. Mag-e-expire ito sa loob ng ${seconds} segundo.`,
  notice: (what) =>
    `Bayan: nagbago ang iyong sign-in settings (${what}). Kung hindi ikaw ito, palitan ang password at makipag-ugnayan sa LGU.`,
  noticeMail: (what) => ({
    subject: 'Nagbago ang iyong Bayan sign-in settings',
    text: `Nagbago ang iyong sign-in settings: ${what}.\n\nKung hindi ikaw ito, mag-sign in at palitan agad ang iyong password, o makipag-ugnayan sa tanggapan ng iyong LGU.`,
  }),
  changes: {
    'mfa-on': 'may binuksang second factor',
    'mfa-off': 'may isinarang second factor',
    'authenticator-on': 'may na-set up na authenticator app',
    'recovery-codes': 'may ginawang bagong recovery codes',
    pin: 'na-set ang iyong username at PIN',
    mobile: 'napalitan ang iyong mobile number',
    email: 'napalitan ang iyong e-mail address',
    password: 'napalitan ang iyong password',
    'operator-reset': 'na-reset sa tanggapan ng LGU ang iyong second factors',
  },
};

/** The texts in an account's language. */
export const mfaTexts = (language: Language): MfaTexts => (language === 'fil' ? FILIPINO : ENGLISH);

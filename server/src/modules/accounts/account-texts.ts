import type { Language } from '@/domain/constants/languages';

/** The SMS and e-mails an account receives, in each language. */
export interface AccountTexts {
  signupCode(code: string, seconds: number): string;
  resetCode(code: string, seconds: number): string;
  /** The code that signs the owner in while wrong passwords from elsewhere hold the account. */
  signInCode(code: string, seconds: number): string;
  activation(firstName: string, link: string): { subject: string; text: string };
  resetLink(link: string): { subject: string; text: string };
}

// An SMS stays within one 160-character message with a six-digit code and a three-digit time.
const ENGLISH: AccountTexts = {
  signupCode: (code, seconds) =>
    `Your Bayan verification code is ${code}. It expires in ${seconds} seconds. Never share this code with anyone.`,
  resetCode: (code, seconds) =>
    `Your Bayan password reset code is ${code}. It expires in ${seconds} seconds. Never share it.`,
  signInCode: (code, seconds) =>
    `Your Bayan code to sign in with your password is ${code}. It expires in ${seconds} seconds. Never share it.`,
  activation: (firstName, link) => ({
    subject: 'Confirm your e-mail address',
    text: `Hello ${firstName},\n\nConfirm your e-mail address for Bayan by opening this link within 48 hours:\n${link}\n\nIf you did not sign up, ignore this message.`,
  }),
  resetLink: (link) => ({
    subject: 'Reset your Bayan password',
    text: `Open this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message; your password stays the same.`,
  }),
};

const FILIPINO: AccountTexts = {
  signupCode: (code, seconds) =>
    `Ang iyong Bayan verification code ay ${code}. Mag-e-expire ito sa loob ng ${seconds} segundo. Huwag itong ibigay kaninuman.`,
  resetCode: (code, seconds) =>
    `Ang iyong Bayan password reset code ay ${code}. Mag-e-expire ito sa loob ng ${seconds} segundo. Huwag itong ibigay kaninuman.`,
  signInCode: (code, seconds) =>
    `Ang iyong Bayan code para mag-sign in gamit ang password ay ${code}. Mag-e-expire ito sa loob ng ${seconds} segundo. Huwag itong ibigay.`,
  activation: (firstName, link) => ({
    subject: 'Kumpirmahin ang iyong e-mail address',
    text: `Magandang araw, ${firstName},\n\nKumpirmahin ang iyong e-mail address para sa Bayan sa pagbukas ng link na ito sa loob ng 48 oras:\n${link}\n\nKung hindi ikaw ang nag-sign up, huwag pansinin ang mensaheng ito.`,
  }),
  resetLink: (link) => ({
    subject: 'I-reset ang iyong Bayan password',
    text: `Buksan ang link na ito sa loob ng 30 minuto para pumili ng bagong password:\n${link}\n\nKung hindi ikaw ang humiling nito, huwag pansinin ang mensaheng ito; hindi magbabago ang iyong password.`,
  }),
};

/** The texts in an account's language. */
export const accountTexts = (language: Language): AccountTexts => (language === 'fil' ? FILIPINO : ENGLISH);

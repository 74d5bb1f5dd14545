import type { Language } from '@/domain/constants/languages';

/** The SMS of a super-app link, in the account's language (one 160-character message). */
const TEXTS: Record<Language, { linkCode: (code: string, seconds: number) => string }> = {
  en: {
    linkCode: (code, seconds) =>
      `Your Bayan code to link your eGov account is ${code}. It expires in ${seconds} seconds. Never share it.`,
  },
  fil: {
    linkCode: (code, seconds) =>
      `Ang code mo sa Bayan para i-link ang eGov account ay ${code}. Mag-e-expire ito sa ${seconds} segundo. Huwag ibigay.`,
  },
};

export const superAppTexts = (language: Language) => TEXTS[language];

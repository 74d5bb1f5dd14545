import type { Language } from '../constants/languages';

// The engine's own messages beside the §5 rules': a list too short or too long, a choice not on
// its list. English and Filipino, as the rule messages are.
const MESSAGES = {
  en: {
    tooFew: (item: string, min: number) => `Add at least ${String(min)} ${item}.`,
    tooMany: (item: string, max: number) => `Add at most ${String(max)} ${item}.`,
    notAnOption: (label: string) => `Choose a ${label} from the list.`,
  },
  fil: {
    tooFew: (item: string, min: number) => `Magdagdag ng kahit ${String(min)} ${item}.`,
    tooMany: (item: string, max: number) => `Hanggang ${String(max)} ${item} lamang.`,
    notAnOption: (label: string) => `Pumili ng ${label} mula sa listahan.`,
  },
} as const;

/** The engine's messages in a language (English unless Filipino is asked). */
export const applicationMessages = (language: Language | undefined) =>
  language === 'fil' ? MESSAGES.fil : MESSAGES.en;

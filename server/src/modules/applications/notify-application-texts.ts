import type { Language } from '@/domain/constants/languages';

/** What a step's message may say: the application's reference, the reason, the SOA. */
export interface StepFacts {
  reference: string;
  reason: string;
  /** '₱1,234.50' and '31 Dec 2026', WAITING FOR PAYMENT only. */
  total?: string;
  expires?: string;
  /** The document the kind issues, as its entry titles it (RELEASED: 'Your Barangay Clearance … Download it'). */
  document?: { en: string; fil: string } | undefined;
  /** REJECTED: it was paid online, so its page offers Request a Refund (gcash_refund). */
  paid?: boolean;
}

/** A kind's own SMS line for a step, with {reference}, {reason}, {total}, {expires} (its definition's notices). */
export type StepWording = Partial<Record<string, { en: string; fil: string }>>;

const fill = (line: string, f: StepFacts) =>
  line.replace(
    /\{(reference|reason|total|expires)\}/g,
    (_, name: 'reference' | 'reason' | 'total' | 'expires') => String(f[name] ?? ''),
  );

type Write = (f: StepFacts) => string;

// The steps that need the taxpayer (issue 18): returned, asked for an appointment or to the
// laboratory, assessed, ready for printing, ready for pick-up or out for delivery, released,
// rejected. Each an SMS line and an e-mail subject; the e-mail body is the SMS line and a pointer.
const TEXTS: Record<string, Record<Language, { sms: Write; subject: Write }>> = {
  'FOR RESUBMISSION': {
    en: {
      sms: (f) =>
        `Your application ${f.reference} was returned for resubmission: ${f.reason}. Please correct it and submit it again.`,
      subject: (f) => `Application ${f.reference}: for resubmission`,
    },
    fil: {
      sms: (f) =>
        `Ibinalik ang iyong aplikasyon ${f.reference} para ipasa muli: ${f.reason}. Pakiwasto ito at ipasa muli.`,
      subject: (f) => `Aplikasyon ${f.reference}: ipasa muli`,
    },
  },
  // A kind with the appointment step: the applicant books a slot (modules/appointments).
  'FOR APPOINTMENT': {
    en: {
      sms: (f) =>
        `Your application ${f.reference} needs an appointment at the office. Book a time from your transaction history.`,
      subject: (f) => `Application ${f.reference}: book an appointment`,
    },
    fil: {
      sms: (f) =>
        `Kailangan ng appointment sa opisina para sa iyong aplikasyon ${f.reference}. Mag-book ng oras mula sa iyong kasaysayan ng transaksyon.`,
      subject: (f) => `Aplikasyon ${f.reference}: mag-book ng appointment`,
    },
  },
  // A kind with the laboratory step: the applicant goes for the tests they asked for.
  'PENDING LAB TEST': {
    en: {
      sms: (f) =>
        `Your application ${f.reference} was reviewed. Please go to the laboratory for the tests you asked for and bring your reference number.`,
      subject: (f) => `Application ${f.reference}: laboratory tests`,
    },
    fil: {
      sms: (f) =>
        `Nasuri na ang iyong aplikasyon ${f.reference}. Pumunta sa laboratoryo para sa mga test na hiniling mo at dalhin ang iyong reference number.`,
      subject: (f) => `Aplikasyon ${f.reference}: mga laboratory test`,
    },
  },
  'WAITING FOR PAYMENT': {
    en: {
      sms: (f) =>
        `Your application ${f.reference} was assessed: ${f.total ?? ''} to pay${f.expires ? ` by ${f.expires}` : ''}. Pay it from your transaction history.`,
      subject: (f) => `Application ${f.reference}: waiting for payment`,
    },
    fil: {
      sms: (f) =>
        `Natasa na ang iyong aplikasyon ${f.reference}: ${f.total ?? ''} ang babayaran${f.expires ? ` hanggang ${f.expires}` : ''}. Bayaran ito mula sa iyong kasaysayan ng transaksyon.`,
      subject: (f) => `Aplikasyon ${f.reference}: hinihintay ang bayad`,
    },
  },
  'FOR PRINTING': {
    en: {
      sms: (f) =>
        `Your application ${f.reference} is paid and your document is being printed. We will text you when it is released.`,
      subject: (f) => `Application ${f.reference}: for printing`,
    },
    fil: {
      sms: (f) =>
        `Bayad na ang iyong aplikasyon ${f.reference} at ipini-print na ang iyong dokumento. Magte-text kami kapag nailabas na ito.`,
      subject: (f) => `Aplikasyon ${f.reference}: ipini-print`,
    },
  },
  // A kind that hands its document over once printed (kind-workflow.ts): the way the applicant chose.
  'FOR PICK-UP': {
    en: {
      sms: (f) =>
        `Your document for application ${f.reference} is printed and ready for pick-up at the office. Please bring a valid ID.`,
      subject: (f) => `Application ${f.reference}: ready for pick-up`,
    },
    fil: {
      sms: (f) =>
        `Na-print na at handa nang kunin sa opisina ang iyong dokumento para sa aplikasyon ${f.reference}. Magdala ng valid ID.`,
      subject: (f) => `Aplikasyon ${f.reference}: handa nang kunin`,
    },
  },
  'FOR DELIVERY': {
    en: {
      sms: (f) =>
        `Your document for application ${f.reference} is printed and out for delivery to the address you gave.`,
      subject: (f) => `Application ${f.reference}: out for delivery`,
    },
    fil: {
      sms: (f) =>
        `Na-print na at ipinadala na sa address na ibinigay mo ang iyong dokumento para sa aplikasyon ${f.reference}.`,
      subject: (f) => `Aplikasyon ${f.reference}: ipinadala na`,
    },
  },
  // A kind says how its document is released (a business permit: 'Your permit …', notices);
  // otherwise the document is named by its entry's title.
  RELEASED: {
    en: {
      sms: (f) =>
        f.document
          ? `Your ${f.document.en} for application ${f.reference} is released. Download it from your transaction history.`
          : `Your application ${f.reference} is released. See your transaction history for the details.`,
      subject: (f) => `Application ${f.reference}: released`,
    },
    fil: {
      sms: (f) =>
        f.document
          ? `Nailabas na ang iyong ${f.document.fil} para sa aplikasyon ${f.reference}. I-download ito mula sa iyong kasaysayan ng transaksyon.`
          : `Nailabas na ang iyong aplikasyon ${f.reference}. Tingnan ang detalye sa iyong kasaysayan ng transaksyon.`,
      subject: (f) => `Aplikasyon ${f.reference}: nailabas na`,
    },
  },
  REJECTED: {
    en: {
      sms: (f) =>
        `Your application ${f.reference} was rejected: ${f.reason}.` +
        (f.paid ? ' You paid for it: ask for your money back with Request a Refund on its page.' : ''),
      subject: (f) => `Application ${f.reference}: rejected`,
    },
    fil: {
      sms: (f) =>
        `Tinanggihan ang iyong aplikasyon ${f.reference}: ${f.reason}.` +
        (f.paid ? ' Nabayaran mo ito: hilingin ang pera pabalik sa Humiling ng Refund sa pahina nito.' : ''),
      subject: (f) => `Aplikasyon ${f.reference}: tinanggihan`,
    },
  },
};

/**
 * The SMS and e-mail of a step in a language, or undefined for a step the taxpayer is not told of;
 * a kind's own wording of the step (`wording`) replaces the engine's SMS line.
 */
export function stepMessage(status: string, language: Language, given: StepFacts, wording: StepWording = {}) {
  const texts = TEXTS[status]?.[language];
  if (!texts) return undefined;
  // The lines end the reason with their own full stop: an officer's "No record found." would read "found..".
  const facts = { ...given, reason: given.reason.replace(/[\s.]+$/, '') };
  const own = Object.hasOwn(wording, status) ? wording[status]?.[language] : undefined;
  const sms = own === undefined ? texts.sms(facts) : fill(own, facts);
  const more =
    language === 'fil'
      ? 'Tingnan ang detalye sa iyong kasaysayan ng transaksyon sa portal.'
      : 'See the details in your transaction history on the portal.';
  return { sms, mail: { subject: texts.subject(facts), text: `${sms}\n\n${more}` } };
}

/** The steps that send an SMS and an e-mail. */
export const NOTIFIED_STEPS = Object.keys(TEXTS);

import type { Language } from '@/domain/constants/languages';
import { INCIDENT_TYPE_WORDS, PRIORITY_GROUP_WORDS } from '@/domain/contracts/help';
import { wordOf } from '@/domain/options/wording';

/** The acknowledgements and updates E-Help sends a resident, in each language; `type` is the stored code. */
export interface HelpTexts {
  reportReceived(reference: string, type: string): string;
  reportReceivedMail(reference: string, type: string): { subject: string; text: string };
  reportStatus(reference: string, status: string): string;
  reportStatusMail(reference: string, status: string): { subject: string; text: string };
  registered(reference: string, name: string): string;
  registeredMail(reference: string, name: string, group: string): { subject: string; text: string };
}

// Statuses stay as listed: they are what the LGU's staff and the list show. An incident type is
// said in the resident's language.
// An SMS stays within one 160-character message with a reference of 19 characters.
const ENGLISH: HelpTexts = {
  reportReceived: (reference, type) =>
    `Bayan received your incident report (${wordOf(INCIDENT_TYPE_WORDS, type, 'en')}). Reference ${reference}. See its status under E-Help, My Reports.`,
  reportReceivedMail: (reference, type) => ({
    subject: `Incident report received (${reference})`,
    text: `We received your incident report.\n\nReference number: ${reference}\nType: ${wordOf(INCIDENT_TYPE_WORDS, type, 'en')}\nStatus: RECEIVED\n\nYou will be told when its status changes. You can also follow it under E-Help, My Reports.`,
  }),
  reportStatus: (reference, status) => `Your Bayan incident report ${reference} is now ${status}.`,
  reportStatusMail: (reference, status) => ({
    subject: `Incident report ${reference}: ${status}`,
    text: `The status of your incident report ${reference} is now ${status}.\n\nSee it under E-Help, My Reports.`,
  }),
  registered: (reference, name) =>
    `Bayan registered ${name} for immunization. Reference ${reference}. Bring it and a valid ID when called.`,
  registeredMail: (reference, name, group) => ({
    subject: `Immunization registration (${reference})`,
    text: `${name} is registered for immunization.\n\nReference number: ${reference}\nPriority group: ${group}\n\nThe health office will tell you the schedule. Bring this reference number and a valid ID.`,
  }),
};

const FILIPINO: HelpTexts = {
  reportReceived: (reference, type) =>
    `Natanggap ng Bayan ang iyong ulat ng insidente (${wordOf(INCIDENT_TYPE_WORDS, type, 'fil')}). Reference ${reference}. Tingnan ang status sa E-Help, Aking mga Ulat.`,
  reportReceivedMail: (reference, type) => ({
    subject: `Natanggap ang ulat ng insidente (${reference})`,
    text: `Natanggap namin ang iyong ulat ng insidente.\n\nReference number: ${reference}\nUri: ${wordOf(INCIDENT_TYPE_WORDS, type, 'fil')}\nStatus: RECEIVED\n\nSasabihan ka kapag nagbago ang status nito. Masusundan mo rin ito sa E-Help, Aking mga Ulat.`,
  }),
  reportStatus: (reference, status) => `Ang iyong ulat ng insidente ${reference} sa Bayan ay ${status} na.`,
  reportStatusMail: (reference, status) => ({
    subject: `Ulat ng insidente ${reference}: ${status}`,
    text: `Ang status ng iyong ulat ng insidente ${reference} ay ${status} na.\n\nTingnan ito sa E-Help, Aking mga Ulat.`,
  }),
  registered: (reference, name) =>
    `Nairehistro ng Bayan si ${name} para sa bakuna. Reference ${reference}. Dalhin ito at isang valid ID kapag tinawag.`,
  registeredMail: (reference, name, group) => ({
    subject: `Rehistro para sa bakuna (${reference})`,
    text: `Nakarehistro na si ${name} para sa bakuna.\n\nReference number: ${reference}\nPangkat na prayoridad: ${wordOf(PRIORITY_GROUP_WORDS, group, 'fil')}\n\nSasabihan ka ng health office ng iskedyul. Dalhin ang reference number na ito at isang valid ID.`,
  }),
};

/** The texts in an account's language. */
export const helpTexts = (language: Language): HelpTexts => (language === 'fil' ? FILIPINO : ENGLISH);

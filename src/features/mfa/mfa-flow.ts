import { MFA_TYPES, type MfaType } from '@/domain/contracts/mfa';
import type { PendingMfa } from '@/stores/auth-dialogs';

type Challenge = PendingMfa['challenge'];

/** A screen of the MFA dialog (§2.5, §4). */
export type MfaStep =
  'choose' | 'confirm-contact' | 'otp' | 'app-setup' | 'app-code' | 'recovery' | 'phone-check' | 'codes';

/**
 * The steps each step may lead to (CONVENTIONS 8): e-mail and SMS go from the confirm-contact screen
 * to the code; the authenticator sets up before its code when it is new; every flow goes back to
 * the chooser; `codes` (the recovery codes, shown once after the first factor went on) ends it.
 * `phone-check` (an SMS code proving the phone, when wrong codes from elsewhere hold the account
 * back; issue 25: authenticator, recovery and e-mail codes count) returns to the code it interrupted.
 */
export const MFA_FLOW: Record<MfaStep, readonly MfaStep[]> = {
  choose: ['confirm-contact', 'app-setup', 'app-code', 'recovery'],
  'confirm-contact': ['otp', 'choose'],
  otp: ['confirm-contact', 'choose', 'phone-check', 'codes'],
  'app-setup': ['app-code', 'choose'],
  'app-code': ['app-setup', 'choose', 'recovery', 'phone-check', 'codes'],
  recovery: ['choose', 'phone-check'],
  'phone-check': ['app-code', 'recovery', 'otp'],
  codes: [],
};

/** Whether `to` may follow `from`. */
export const canGo = (from: MfaStep, to: MfaStep) => MFA_FLOW[from].includes(to);

/**
 * The methods the chooser offers: the account's own, or, while the LGU makes it set one up, every
 * method it can receive (SMS needs its number, e-mail a confirmed address).
 */
export function offeredMethods(challenge: Challenge): MfaType[] {
  if (!challenge.mfa_setup_required) return MFA_TYPES.filter((m) => challenge.available_mfa.includes(m));
  return MFA_TYPES.filter(
    (m) =>
      m === 'google_authenticator' ||
      (m === 'sms_otp' && challenge.masked_mobile_number !== null) ||
      (m === 'email_otp' && challenge.masked_email !== null),
  );
}

/** The first screen of a method: its code for an authenticator already on, its setup when new. */
export function firstStepOf(method: MfaType, challenge: Challenge): MfaStep {
  if (method !== 'google_authenticator') return 'confirm-contact';
  return challenge.mfa_setup_required ? 'app-setup' : 'app-code';
}

/** Where the dialog opens: a saved choice skips the chooser (§2.5 'Save my choice for future logins'). */
export function startOf(challenge: Challenge): { step: MfaStep; method: MfaType | null } {
  const preferred = challenge.preferred_mfa;
  if (preferred && offeredMethods(challenge).includes(preferred)) {
    return { step: firstStepOf(preferred, challenge), method: preferred };
  }
  return { step: 'choose', method: null };
}

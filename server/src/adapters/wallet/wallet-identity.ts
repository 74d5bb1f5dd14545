/** Who the wallet says the user is, after the sign-on code is exchanged (tokens never leave the adapter). */
export interface WalletIdentity {
  /** The wallet's stable id of the user (GCash `userId` / `customerId`). */
  userId: string;
  firstName: string;
  lastName: string;
  /** The wallet's verified mobile number, as 639XXXXXXXXX. */
  mobileNumber: string;
}

/** Exchanges a mini-program auth code for the wallet user's identity. */
export interface WalletSignOn {
  identify(authCode: string): Promise<WalletIdentity>;
}

/**
 * The wallet refused the exchange (resultStatus F): EXPIRED_CODE, USED_CODE, INVALID_CODE,
 * INVALID_SIGNATURE, INVALID_ACCESS_TOKEN … as the platform answers.
 */
export class WalletRefused extends Error {
  constructor(readonly resultCode: string) {
    super(`wallet refused: ${resultCode}`);
  }
}

/** The wallet could not be trusted or reached: a bad or missing signature, an unknown answer, a network error. */
export class WalletUnavailable extends Error {}

/** A wallet mobile number (09…, 9…, 63…, +63-9…) as 639XXXXXXXXX, or null when it is not a PH mobile. */
export function walletMobile(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const local = digits.startsWith('63') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : digits;
  return /^9\d{9}$/.test(local) ? `63${local}` : null;
}

/** Splits a full name the wallet gives without parts: the last word is the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: words[0] ?? '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

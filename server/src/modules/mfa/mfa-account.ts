import { eq } from 'drizzle-orm';
import { MFA_TYPES, type MfaType } from '@/domain/contracts/mfa';
import type { Db } from '../../db/client';
import type { taxpayers } from '../../db/auth-schema';
import { taxpayerMfa } from '../../db/mfa-schema';

type Taxpayer = typeof taxpayers.$inferSelect;
export type MfaRow = typeof taxpayerMfa.$inferSelect;
type MfaChange = Partial<Omit<MfaRow, 'taxpayerId' | 'updatedAt'>>;

/** An account's second-factor and PIN row; undefined when it never set any. */
export async function readMfa(db: Db, taxpayerId: number): Promise<MfaRow | undefined> {
  const [row] = await db.select().from(taxpayerMfa).where(eq(taxpayerMfa.taxpayerId, taxpayerId));
  return row;
}

/** Writes part of an account's row, creating it on first use. */
export async function saveMfa(db: Db, taxpayerId: number, change: MfaChange, at: Date) {
  await db
    .insert(taxpayerMfa)
    .values({ taxpayerId, ...change, updatedAt: at })
    .onConflictDoUpdate({ target: taxpayerMfa.taxpayerId, set: { ...change, updatedAt: at } });
}

/**
 * The second factors an account has on and can use: SMS needs its number, e-mail a confirmed
 * address (an e-mail changed and not yet confirmed cannot receive codes).
 */
export function enabledFactors(row: MfaRow | undefined, t: Taxpayer): MfaType[] {
  if (!row) return [];
  const on: Record<MfaType, boolean> = {
    google_authenticator: row.totpSecret !== null,
    sms_otp: row.smsEnabled && t.mobileNumber !== null,
    email_otp: row.emailEnabled && t.email !== null && t.emailVerifiedAt !== null,
  };
  return MFA_TYPES.filter((type) => on[type]);
}

/** The factors an account could set up: the authenticator always, SMS and e-mail with a confirmed contact. */
export function possibleFactors(t: Taxpayer): MfaType[] {
  return MFA_TYPES.filter(
    (type) =>
      type === 'google_authenticator' ||
      (type === 'sms_otp' && t.mobileNumber !== null) ||
      (type === 'email_otp' && t.email !== null && t.emailVerifiedAt !== null),
  );
}

/** The preferred method when it is one of `available`, else null. */
export function preferredOf(t: Taxpayer, available: readonly MfaType[]): MfaType | null {
  return available.find((type) => type === t.preferredMfa) ?? null;
}

const bit = (on: boolean) => (on ? 1 : 0) as 0 | 1;

/**
 * The §3 profile fields about sign-in, kept true: is_mfa_required is 1 when a sign-in of this
 * account asks for a second factor (one is on, or the LGU requires one).
 */
export function securityFlags(t: Taxpayer, row: MfaRow | undefined, lguRequires: boolean) {
  const on = enabledFactors(row, t);
  return {
    is_mfa_required: bit(on.length > 0 || lguRequires),
    is_email_2fa_enabled: bit(on.includes('email_otp')),
    is_sms_2fa_enabled: bit(on.includes('sms_otp')),
    is_google_2fa_enabled: bit(on.includes('google_authenticator')),
    google2fa_enable: bit(on.includes('google_authenticator')),
    preferred_mfa: preferredOf(t, on),
    user_id: row?.userId ?? null,
  };
}

export type SecurityFlags = ReturnType<typeof securityFlags>;

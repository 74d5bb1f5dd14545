import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/staff-schema';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../http/http-errors';
import { tooManyFailures } from '../accounts/sign-in-throttle';
import type { PasswordHasher } from '../auth/passwords';
import type { RateLimiter } from '../auth/rate-limiter';
import { WRONG_CODE_MESSAGE } from '../mfa/authenticator';
import { lguName } from '../mfa/mfa-settings-keys';
import { qrDataUrl } from '../mfa/qr-image';
import type { SecretBox } from '../mfa/secret-box';
import { matchTotp, newTotpSecret, totpUri } from '../mfa/totp';
import type { LiveStaffSession, StaffSessions } from './staff-sessions';
import type { SignInOrigin, SignInRecorder } from './staff-sign-ins';

export const STAFF_CREDENTIALS_MESSAGE = 'The username or password is incorrect.';
export const STAFF_CODE_LOCKED_MESSAGE = 'Too many wrong codes. Please sign in again.';

const MINUTE = 60_000;
/** Wrong passwords for one username, from anywhere: staff accounts reach the whole office. */
const PASSWORD_FAILURES = { limit: 5, windowMs: 15 * MINUTE };
/** Wrong codes in one sign-in before it ends; and for one member across sign-ins. */
const CODES_PER_SIGN_IN = 5;
const CODE_FAILURES = { limit: 10, windowMs: 60 * MINUTE };

export interface StaffSignInDeps {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  box: SecretBox;
  sessions: StaffSessions;
  /** The sign-in history: every step, passed or refused. */
  recordSignIn: SignInRecorder;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Staff sign-in: the password, then a code of the authenticator. A member without one enrols it in
 * the same sign-in: the password's answer carries a new secret and its QR (shown once, kept sealed
 * on the sign-in), and the first code of it confirms the enrolment and passes the sign-in.
 */
export function createStaffSignIn(d: StaffSignInDeps) {
  const passwordKey = (username: string) => `staff-login-fail:${username}`;
  const codeKey = (staffId: number) => `staff-code-fail:${staffId}`;

  async function password(body: Record<string, unknown>, origin?: SignInOrigin) {
    const username = text(body.username).trim().toLowerCase().slice(0, 100);
    const given = text(body.password);
    if (!username || !given) throw new ValidationError({ password: [STAFF_CREDENTIALS_MESSAGE] });
    const wait = await d.limiter.retryAfter({ key: passwordKey(username), ...PASSWORD_FAILURES });
    if (wait > 0) {
      await d.recordSignIn({ staffId: null, username, outcome: 'locked-out' }, origin);
      throw tooManyFailures(wait);
    }
    const [member] = await d.db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
    const ok = await d.passwords.verify(member?.passwordHash, given);
    if (!member || !ok || member.disabledAt) {
      await d.limiter.record(passwordKey(username));
      const outcome = !member ? 'unknown-user' : !ok ? 'wrong-password' : 'disabled';
      await d.recordSignIn({ staffId: member?.id ?? null, username, outcome }, origin);
      throw new ValidationError({ password: [STAFF_CREDENTIALS_MESSAGE] });
    }
    await d.limiter.clear(passwordKey(username));
    await d.recordSignIn({ staffId: member.id, username, outcome: 'password-ok' }, origin);
    if (member.enrolled && member.totpSecret) {
      return { data: { token: await d.sessions.start(member.id), next: 'code' as const } };
    }
    const secret = newTotpSecret();
    const token = await d.sessions.start(member.id, d.box.seal(secret));
    const uri = totpUri(`${await lguName(d.db)} console`, member.username, secret);
    return {
      data: {
        token,
        next: 'enrol' as const,
        enrolment: { qr_code_url: await qrDataUrl(uri), secret, otpauth_url: uri },
      },
    };
  }

  /** The step a code matched, claimed so no code is accepted twice; null when it does not match. */
  async function claimCode(live: LiveStaffSession, code: string): Promise<number | null> {
    const at = d.now();
    if (live.session.pendingTotpSecret) {
      const step = await matchTotp(d.box.open(live.session.pendingTotpSecret), code, at, null);
      if (step === null) return null;
      const enrolled = await d.db
        .update(staffAccounts)
        .set({
          totpSecret: live.session.pendingTotpSecret,
          totpLastStep: step,
          enrolled: true,
          updatedAt: at,
        })
        .where(and(eq(staffAccounts.id, live.member.id), eq(staffAccounts.enrolled, false)))
        .returning({ id: staffAccounts.id });
      return enrolled.length > 0 ? step : null;
    }
    const [member] = await d.db.select().from(staffAccounts).where(eq(staffAccounts.id, live.member.id));
    if (!member?.totpSecret) return null;
    const step = await matchTotp(d.box.open(member.totpSecret), code, at, member.totpLastStep);
    if (step === null) return null;
    const claimed = await d.db
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.id, member.id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning({ id: staffAccounts.id });
    return claimed.length > 0 ? step : null;
  }

  async function code(live: LiveStaffSession, body: Record<string, unknown>, origin?: SignInOrigin) {
    if (live.session.mfaAt) throw new UnauthorizedError(STAFF_CODE_LOCKED_MESSAGE);
    const record = (outcome: 'code-ok' | 'wrong-code' | 'code-locked-out') =>
      d.recordSignIn({ staffId: live.member.id, username: live.member.username, outcome }, origin);
    const wait = await d.limiter.retryAfter({ key: codeKey(live.member.id), ...CODE_FAILURES });
    if (wait > 0) {
      await record('code-locked-out');
      const minutes = Math.ceil(wait / 60);
      throw new TooManyRequestsError(
        `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        wait,
      );
    }
    const step = await claimCode(live, text(body.code).replace(/\s/g, ''));
    if (step === null) {
      await d.limiter.record(codeKey(live.member.id));
      const [row] = await d.db
        .update(staffSessions)
        .set({ failedCodes: live.session.failedCodes + 1 })
        .where(eq(staffSessions.id, live.session.id))
        .returning({ failed: staffSessions.failedCodes });
      if ((row?.failed ?? CODES_PER_SIGN_IN) >= CODES_PER_SIGN_IN) {
        await d.sessions.revoke(live.session.id);
        await record('code-locked-out');
        throw new UnauthorizedError(STAFF_CODE_LOCKED_MESSAGE);
      }
      await record('wrong-code');
      throw new ValidationError({ code: [WRONG_CODE_MESSAGE] });
    }
    await record('code-ok');
    const expiresAt = await d.sessions.passMfa(live.session.id);
    return { data: { staff: live.member, expires_at: expiresAt.toISOString() } };
  }

  return { password, code };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;

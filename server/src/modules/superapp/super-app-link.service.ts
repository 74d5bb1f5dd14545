import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  SUPER_APP_LINK_OTP_RULES,
  SUPER_APP_LINK_PASSWORD_RULES,
  SUPER_APP_LINK_TOKEN_RULES,
} from '@/domain/contracts/super-app';
import { OTP_OPTIONS } from '@/domain/contracts/account-forms';
import { superAppLinkRequests } from '../../db/superapp-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, UnauthorizedError, ValidationError } from '../../http/http-errors';
import { parseRules } from '../../http/parse-rules';
import { requireHuman } from '../accounts/bot-check-guard';
import {
  ACCOUNT_CEILING,
  accountFailures,
  forgetFailures,
  GUESSER_BACKOFF,
  guesserFailures,
  tooManyFailures,
} from '../accounts/sign-in-throttle';
import { getTaxpayer } from '../accounts/taxpayer-queries';
import { needsSecondFactor, secondFactorChallenge } from '../mfa/sign-in-gate';
import { digest } from '../auth/secret-tokens';
import { linkExistingAccount } from './super-app-accounts';
import type { SuperAppDeps } from './super-app-deps';
import { superAppSession } from './super-app-session';
import { LINKED_ELSEWHERE } from './super-app-sign-on.service';
import { superAppTexts } from './super-app-texts';

// A link request falls after five wrong proofs, whatever the address: start again from the app.
const MAX_WRONG_PROOFS = 5;
export const LINK_REQUEST_GONE = 'This request has expired. Please sign in from the eGov app again.';
export const WRONG_PASSWORD = 'The password is incorrect.';

/**
 * `super_app_authenticate` (§7.6; docs/api-super-app.md): the owner of the account holding the
 * super-app user's mobile number proves it — with that account's password, or with an OTP sent to
 * its number (`super_app_send_otp`) — and only then is the super-app user linked and signed in.
 * Wrong passwords count like sign-in failures (the same throttle), and per request.
 */
export function createSuperAppLinkService(deps: SuperAppDeps) {
  const { db, now, limiter, otp } = deps;

  async function liveRequest(token: string) {
    const [row] = await db
      .select()
      .from(superAppLinkRequests)
      .where(
        and(
          eq(superAppLinkRequests.tokenHash, digest(token)),
          isNull(superAppLinkRequests.usedAt),
          gt(superAppLinkRequests.expiresAt, now()),
          lt(superAppLinkRequests.failedAttempts, MAX_WRONG_PROOFS),
        ),
      );
    if (!row) throw new UnauthorizedError(LINK_REQUEST_GONE);
    return row;
  }

  const countWrong = (id: number) =>
    db
      .update(superAppLinkRequests)
      .set({ failedAttempts: sql`${superAppLinkRequests.failedAttempts} + 1` })
      .where(eq(superAppLinkRequests.id, id));

  /** Links the request's two accounts; used once: of two proofs racing, one links. */
  async function linkOnce(
    request: Pick<typeof superAppLinkRequests.$inferSelect, 'id' | 'userId' | 'taxpayerId'>,
  ) {
    const [taken] = await db
      .update(superAppLinkRequests)
      .set({ usedAt: now() })
      .where(and(eq(superAppLinkRequests.id, request.id), isNull(superAppLinkRequests.usedAt)))
      .returning({ id: superAppLinkRequests.id });
    if (!taken) throw new UnauthorizedError(LINK_REQUEST_GONE);
    await linkExistingAccount(db, request.userId, request.taxpayerId, now()).catch((err: unknown) => {
      throw isUniqueViolation(err) ? new ConflictError(LINKED_ELSEWHERE) : err;
    });
  }

  /**
   * The account is proved (password or SMS code): linked and signed in — unless a sign-in of it
   * needs a second factor (one is on, or the LGU requires one; issue 25: "Link with password"
   * skipped it). Then the answer is the sign-in's challenge, and the link is made only once the
   * challenge is answered (linkAfterSecondFactor), never before.
   */
  async function proved(request: typeof superAppLinkRequests.$inferSelect) {
    const account = await getTaxpayer(db, request.taxpayerId);
    if (await needsSecondFactor(db, account)) {
      const { challengeId, document } = await secondFactorChallenge(deps, account);
      await db
        .update(superAppLinkRequests)
        .set({ challengeId })
        .where(and(eq(superAppLinkRequests.id, request.id), isNull(superAppLinkRequests.usedAt)));
      return document;
    }
    await linkOnce(request);
    return superAppSession(deps.sessions, account, true);
  }

  async function withPassword(body: Record<string, unknown>, address: string) {
    const input = parseRules(SUPER_APP_LINK_PASSWORD_RULES, body);
    const request = await liveRequest(input.link_token);
    const accountKey = accountFailures(request.taxpayerId, '');
    const ceiling = await limiter.retryAfter({ key: accountKey, ...ACCOUNT_CEILING });
    if (ceiling > 0) throw tooManyFailures(ceiling);
    await requireHuman(deps.botCheck, body.recaptcha);
    const taken = await limiter.admit(guesserFailures(accountKey, address), GUESSER_BACKOFF);
    if (taken.wait > 0) throw tooManyFailures(taken.wait);
    const account = await getTaxpayer(db, request.taxpayerId);
    if (!(await deps.passwords.verify(account.passwordHash, input.password))) {
      await limiter.record(accountKey);
      await countWrong(request.id);
      throw new ValidationError({ password: [WRONG_PASSWORD] });
    }
    await forgetFailures(limiter, account.id, address);
    return proved(request);
  }

  async function withOtp(body: Record<string, unknown>, address: string) {
    const input = parseRules(SUPER_APP_LINK_OTP_RULES, body, OTP_OPTIONS);
    const request = await liveRequest(input.link_token);
    await requireHuman(deps.botCheck, body.recaptcha);
    const account = await getTaxpayer(db, request.taxpayerId);
    await otp
      .consume('superapp-link', account.mobileNumber ?? '', input.pin, address)
      .catch(async (err: unknown) => {
        await countWrong(request.id);
        throw err;
      });
    return proved(request);
  }

  return {
    /**
     * A sign-in challenge was answered: the link request waiting for it, if any (still live), is
     * made now, before the challenge's session is answered.
     */
    async linkAfterSecondFactor(challengeId: number) {
      const [request] = await db
        .select()
        .from(superAppLinkRequests)
        .where(
          and(
            eq(superAppLinkRequests.challengeId, challengeId),
            isNull(superAppLinkRequests.usedAt),
            gt(superAppLinkRequests.expiresAt, now()),
          ),
        );
      if (request) await linkOnce(request);
    },

    authenticate(body: Record<string, unknown>, address: string) {
      return body.pin !== undefined && body.password === undefined
        ? withOtp(body, address)
        : withPassword(body, address);
    },

    /** Sends the OTP to the account's own number (never one the caller names). */
    async sendOtp(body: Record<string, unknown>) {
      const input = parseRules(SUPER_APP_LINK_TOKEN_RULES, body);
      const request = await liveRequest(input.link_token);
      await requireHuman(deps.botCheck, body.recaptcha);
      const account = await getTaxpayer(db, request.taxpayerId);
      const mobile = account.mobileNumber;
      if (!mobile) throw new UnauthorizedError(LINK_REQUEST_GONE);
      await otp.admitSend(mobile);
      const code = await otp.issue('superapp-link', mobile);
      await deps.sms.send(mobile, superAppTexts(account.language).linkCode(code, otp.ttlSeconds));
      return { message: 'OTP sent.' };
    },
  };
}

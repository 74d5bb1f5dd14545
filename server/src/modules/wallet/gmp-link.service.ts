import { and, eq, isNull } from 'drizzle-orm';
import { GMP_LINK_TOKEN_RULES } from '@/domain/contracts/wallet-sign-on';
import { OTP_OPTIONS } from '@/domain/contracts/account-forms';
import { walletLinkRequests } from '../../db/wallet-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, ValidationError } from '../../http/http-errors';
import { bodyText, parseRules } from '../../http/parse-rules';
import type { AccountsDeps } from '../accounts/account-deps';
import { accountTexts } from '../accounts/account-texts';
import {
  ACCOUNT_CEILING,
  accountFailures,
  forgetFailures,
  GUESSER_BACKOFF,
  guesserFailures,
  tooManyFailures,
} from '../accounts/sign-in-throttle';
import { getTaxpayer, type Taxpayer } from '../accounts/taxpayer-queries';
import { digest } from '../auth/secret-tokens';
import { needsSecondFactor, secondFactorChallenge } from '../mfa/sign-in-gate';
import { countFailure, link, liveLinkRequest, useLinkRequest, type LinkRequest } from './wallet-links';
import { walletSession } from './wallet-session';

const LINK_FAILURES = 5;

export const LINK_EXPIRED_MESSAGE =
  'This request to link GCash has expired. Please open Bayan from GCash again.';
const WRONG_PASSWORD_MESSAGE = 'The password is incorrect.';
const ALREADY_LINKED_MESSAGE = 'This account is already linked to another GCash account.';
const GIVE_ONE_MESSAGE = 'Enter your password or the code sent to your number.';

export type GmpLinkDeps = Pick<
  AccountsDeps,
  'db' | 'now' | 'sessions' | 'passwords' | 'otp' | 'sms' | 'limiter'
>;

/**
 * `gmp_send_otp` and `gmp_authenticate` (§7.6, docs/api-wallet.md): the owner of the account
 * holding the wallet's verified number proves it — the account's password, or a code sent to its
 * number — and only then is GCash linked to it. Like the eGov super-app's link, the proof is a
 * sign-in: wrong passwords count against the account as at sign-in (the same throttle, through
 * the shared limiter), and an account with a second factor (or whose city requires one) answers
 * the sign-in's challenge; the link is made once the challenge is answered (issue 25).
 */
export function createGmpLinkService(deps: GmpLinkDeps) {
  const { db, now, passwords, otp, sms, limiter } = deps;

  async function liveRequest(body: Record<string, unknown>): Promise<LinkRequest> {
    const input = parseRules(GMP_LINK_TOKEN_RULES, body);
    const request = await liveLinkRequest(db, digest(input.link_token), now());
    if (!request || request.failedAttempts >= LINK_FAILURES) {
      throw new ValidationError({ link_token: [LINK_EXPIRED_MESSAGE] });
    }
    return request;
  }

  /** Links the request's wallet user to its account; used once: of two answers racing, one links. */
  async function linkOnce(request: Pick<LinkRequest, 'id' | 'walletUserId' | 'taxpayerId'>) {
    if (!(await useLinkRequest(db, request.id, now())))
      throw new ValidationError({ link_token: [LINK_EXPIRED_MESSAGE] });
    try {
      await link(db, request.walletUserId, request.taxpayerId, now());
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(ALREADY_LINKED_MESSAGE);
      throw err;
    }
  }

  /** The account is proved: linked and signed in, or first its second factor's challenge. */
  async function proved(request: LinkRequest, account: Taxpayer) {
    if (await needsSecondFactor(db, account)) {
      const { challengeId, document } = await secondFactorChallenge(deps, account);
      await db
        .update(walletLinkRequests)
        .set({ challengeId })
        .where(and(eq(walletLinkRequests.id, request.id), isNull(walletLinkRequests.usedAt)));
      return document;
    }
    await linkOnce(request);
    return walletSession(deps.sessions, await getTaxpayer(db, account.id));
  }

  async function withPassword(request: LinkRequest, account: Taxpayer, password: string, address: string) {
    const accountKey = accountFailures(account.id, '');
    const ceiling = await limiter.retryAfter({ key: accountKey, ...ACCOUNT_CEILING });
    if (ceiling > 0) throw tooManyFailures(ceiling);
    const taken = await limiter.admit(guesserFailures(accountKey, address), GUESSER_BACKOFF);
    if (taken.wait > 0) throw tooManyFailures(taken.wait);
    if (!(await passwords.verify(account.passwordHash, password))) {
      await limiter.record(accountKey);
      await countFailure(db, request.id);
      throw new ValidationError({ password: [WRONG_PASSWORD_MESSAGE] });
    }
    await forgetFailures(limiter, account.id, address);
  }

  return {
    /** POST /api/v1/taxpayer/gmp_send_otp { link_token }: the code goes to the account's number. */
    async sendOtp(body: Record<string, unknown>) {
      const request = await liveRequest(body);
      const account = await getTaxpayer(db, request.taxpayerId);
      const mobile = account.mobileNumber ?? '';
      await otp.admitSend(mobile);
      const code = await otp.issue('wallet-link', mobile);
      await sms.send(mobile, accountTexts(account.language).signupCode(code, otp.ttlSeconds));
      return { message: 'OTP sent.' };
    },

    /**
     * POST /api/v1/taxpayer/gmp_authenticate { link_token, password | pin }: the owner of the
     * account proves it; GCash is linked to it and it is signed in — or, when a sign-in of it needs
     * a second factor, the answer is that sign-in's challenge (for the MFA dialog).
     */
    async authenticate(body: Record<string, unknown>, address: string) {
      const request = await liveRequest(body);
      const account = await getTaxpayer(db, request.taxpayerId);
      const password = bodyText(body.password);
      const pin = bodyText(body.pin);
      if (pin) {
        parseRules({ pin: 'required|mask:^\\d{6}$~6 digits' }, body, OTP_OPTIONS);
        await otp
          .consume('wallet-link', account.mobileNumber ?? '', pin, address)
          .catch(async (err: unknown) => {
            // A wrong code spends one of the request's tries, as a wrong password does.
            if (err instanceof ValidationError) await countFailure(db, request.id);
            throw err;
          });
      } else if (password) {
        await withPassword(request, account, password, address);
      } else {
        throw new ValidationError({ password: [GIVE_ONE_MESSAGE] });
      }
      return proved(request, account);
    },

    /**
     * A sign-in challenge was answered (mfa_authenticate, google_2fa/enable): the link request
     * waiting for it, if any and still live, is made now, before the challenge's session is answered.
     */
    async linkAfterSecondFactor(challengeId: number) {
      const [request] = await db
        .select()
        .from(walletLinkRequests)
        .where(and(eq(walletLinkRequests.challengeId, challengeId), isNull(walletLinkRequests.usedAt)));
      if (request && request.expiresAt.getTime() > now().getTime()) await linkOnce(request);
    },
  };
}

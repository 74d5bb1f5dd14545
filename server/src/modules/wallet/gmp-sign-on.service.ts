import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { GMP_SSO_AUTH_RULES } from '@/domain/contracts/wallet-sign-on';
import type { Language } from '@/domain/constants/languages';
import { WalletRefused, type WalletIdentity, type WalletSignOn } from '../../adapters/wallet/wallet-identity';
import { taxpayers } from '../../db/auth-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ServiceUnavailableError, UnauthorizedError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import type { AccountsDeps } from '../accounts/account-deps';
import { findByMobile, getTaxpayer, type Taxpayer } from '../accounts/taxpayer-queries';
import { digest, newToken } from '../auth/secret-tokens';
import { createLinkRequest, link, linkedAccount } from './wallet-links';
import { walletSession } from './wallet-session';

const AUTH_CODE_SHAPE = /^[\x21-\x7e]+$/;

// Long enough to find the password or wait for an SMS; wrong answers end it sooner.
const LINK_REQUEST_LIFETIME_MS = 10 * 60_000;

export const CODE_REFUSED_MESSAGE = 'GCash sign-in failed. Please open Bayan from GCash again.';
export const WALLET_DOWN_MESSAGE = 'GCash sign-in is not available right now. Please try again shortly.';
export const LINK_NEEDED_MESSAGE =
  'This GCash number already has a Bayan account. Confirm it is yours to link it to GCash.';

/** §5 masked contact: characters 2 to 8 hidden. */
const masked = (mobile: string) => `${mobile.slice(0, 2)}${'*'.repeat(7)}${mobile.slice(9)}`;

export type GmpDeps = Pick<AccountsDeps, 'db' | 'now' | 'sessions'> & {
  signOn: WalletSignOn | null;
  logger: Pick<Logger, 'warn'>;
};

/**
 * GCash mini-program sign-on (§7.6, issue 15): the auth code is exchanged on the server for the
 * wallet user; a linked user is signed in, a new one gets an account (names and number from the
 * wallet), and an existing account with the wallet's verified number is linked only after its
 * owner proves it (gmp_authenticate, gmp-link.service.ts) — never silently.
 */
export function createGmpSignOnService(deps: GmpDeps) {
  const { db, now, sessions } = deps;

  async function identify(authCode: string): Promise<WalletIdentity> {
    if (!deps.signOn) throw new ServiceUnavailableError(WALLET_DOWN_MESSAGE);
    // An auth code is a run of visible characters: anything else is no code the wallet issued,
    // refused like a forged one without asking the wallet (which would fail on it, not refuse).
    if (!AUTH_CODE_SHAPE.test(authCode)) throw new UnauthorizedError(CODE_REFUSED_MESSAGE);
    try {
      return await deps.signOn.identify(authCode);
    } catch (err) {
      // Forged, expired or used codes: the wallet said no. Anything else: it could not be trusted.
      if (err instanceof WalletRefused) throw new UnauthorizedError(CODE_REFUSED_MESSAGE);
      deps.logger.warn({ reason: (err as Error).message }, 'GCash sign-on failed');
      throw new ServiceUnavailableError(WALLET_DOWN_MESSAGE);
    }
  }

  /** A new wallet account, or one made of a sign-up whose number was never verified. */
  async function createAccount(identity: WalletIdentity, pending: Taxpayer | undefined, language: Language) {
    const values = {
      firstName: identity.firstName.toUpperCase(),
      lastName: identity.lastName.toUpperCase(),
      // No password: the account signs in through GCash (forgot-password can set one by SMS). An
      // empty hash verifies nothing, in a wrong password's time (verifyPassword's decoy), and
      // spares a new wallet user's first sign-in an argon2 hash (~50-170 ms on this machine).
      passwordHash: '',
      status: 'active' as const,
      // GCash vouches for the name and number: the wallet home opens, not a first-login form.
      isFirstLogin: false,
      isGcashLogin: true,
      language,
      updatedAt: now(),
    };
    if (pending) {
      await db
        .update(taxpayers)
        .set({ ...values, email: null })
        .where(eq(taxpayers.id, pending.id));
      return pending.id;
    }
    const [row] = await db
      .insert(taxpayers)
      .values({ ...values, mobileNumber: identity.mobileNumber })
      .returning({ id: taxpayers.id });
    return row?.id ?? 0;
  }

  async function signOnAs(identity: WalletIdentity, language: Language) {
    const linked = await linkedAccount(db, identity.userId);
    if (linked) return walletSession(sessions, linked);
    const holder = await findByMobile(db, identity.mobileNumber);
    if (holder?.status === 'active') {
      // The number is verified on both sides, but that is not the owner's consent: ask for it.
      const linkToken = newToken();
      const expiresAt = new Date(now().getTime() + LINK_REQUEST_LIFETIME_MS);
      await createLinkRequest(db, {
        tokenHash: digest(linkToken),
        walletUserId: identity.userId,
        taxpayerId: holder.id,
        expiresAt,
      });
      return {
        ...document(
          resource('wallet_link_requests', 'current', {
            is_link_required: true as const,
            link_token: linkToken,
            mobile_number: masked(identity.mobileNumber),
            expires_at: expiresAt.toISOString(),
          }),
        ),
        message: LINK_NEEDED_MESSAGE,
      };
    }
    const id = await createAccount(identity, holder, language);
    await link(db, identity.userId, id, now());
    return walletSession(sessions, await getTaxpayer(db, id));
  }

  return {
    /** POST /api/v1/taxpayer/gmp_sso_auth { auth_code }. */
    async ssoAuth(body: Record<string, unknown>, language: Language = 'en') {
      const input = parseRules(GMP_SSO_AUTH_RULES, body);
      const identity = await identify(input.auth_code);
      try {
        return await signOnAs(identity, language);
      } catch (err) {
        // Two first sign-ins of one person at once: the other made the account; sign in as it.
        if (isUniqueViolation(err)) return signOnAs(identity, language);
        throw err;
      }
    },
  };
}

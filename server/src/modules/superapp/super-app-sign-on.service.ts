import { eq } from 'drizzle-orm';
import { SuperAppRejected, SuperAppUnavailable } from '../../adapters/superapp/super-app-client';
import { superAppLinkRequests, superAppLinks, type SuperAppIdentity } from '../../db/superapp-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, ServiceUnavailableError, UnauthorizedError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { digest, newToken } from '../auth/secret-tokens';
import { findByMobile, getTaxpayer } from '../accounts/taxpayer-queries';
import { createLinkedAccount, linkOfAccount, linkOfUser } from './super-app-accounts';
import type { SuperAppDeps } from './super-app-deps';
import { superAppSession } from './super-app-session';
import { SUPER_APP_SSO_RULES } from '@/domain/contracts/super-app';
import { maskForOtpMessage } from '@/domain/format/mask-contact';

export const LINK_REQUEST_TTL_MS = 10 * 60_000;
export const SIGN_ON_REFUSED =
  'This eGov sign-in link is invalid or has expired. Please open Bayan again from the eGov app.';
export const SIGN_ON_OFF = 'Signing in with the eGov app is not available.';
export const SUPER_APP_DOWN = 'The eGov app could not be reached. Please try again later.';
export const LINKED_ELSEWHERE = 'This account is already linked to another eGov account.';

/**
 * `POST /api/v1/taxpayer/super_app_sso_auth` (§7.6): the exchange code from /superapp_sso_auth is
 * traded for the super-app user, who is signed in as the linked account, or as a new account made
 * from the super app's details. When the mobile number already belongs to an account, nothing is
 * linked: the answer asks for proof (super_app_authenticate), never taking the account over.
 */
export function createSuperAppSignOnService(deps: SuperAppDeps) {
  const { db, now } = deps;

  async function identityOf(exchangeCode: string): Promise<SuperAppIdentity> {
    if (!deps.client) throw new ServiceUnavailableError(SIGN_ON_OFF);
    try {
      return await deps.client.signOn(exchangeCode);
    } catch (err) {
      if (err instanceof SuperAppRejected) throw new UnauthorizedError(SIGN_ON_REFUSED);
      if (err instanceof SuperAppUnavailable) {
        // The error says which call failed, never the code or the token.
        deps.logger.warn({ reason: err.message }, 'super-app sign-on failed');
        throw new ServiceUnavailableError(SUPER_APP_DOWN);
      }
      throw err;
    }
  }

  async function askForProof(identity: SuperAppIdentity, taxpayerId: number, mobile: string) {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + LINK_REQUEST_TTL_MS);
    await db.insert(superAppLinkRequests).values({
      tokenHash: digest(token),
      userId: identity.userId,
      taxpayerId,
      createdAt: now(),
      expiresAt,
    });
    return {
      ...document(
        resource('super_app_link_requests', 'current', {
          link_token: token,
          is_link_required: true,
          mobile_number: maskForOtpMessage(mobile),
          expires_at: expiresAt.toISOString(),
        }),
      ),
      message:
        'An account with this mobile number already exists. Confirm it is yours to link it to your eGov account.',
    };
  }

  return {
    async signOn(body: Record<string, unknown>) {
      const input = parseRules(SUPER_APP_SSO_RULES, body);
      // Far longer than any code the platform hands out: refused before anyone is asked.
      if (input.exchange_code.length > 2048) throw new UnauthorizedError(SIGN_ON_REFUSED);
      const identity = await identityOf(input.exchange_code);
      const linked = await linkOfUser(db, identity.userId);
      if (linked) {
        await db
          .update(superAppLinks)
          .set({ lastSignInAt: now() })
          .where(eq(superAppLinks.userId, linked.userId));
        return superAppSession(
          deps.sessions,
          await getTaxpayer(db, linked.taxpayerId),
          !linked.passwordPending,
        );
      }
      const holder = await findByMobile(db, identity.mobileNumber);
      if (holder?.status === 'active') {
        if (await linkOfAccount(db, holder.id)) throw new ConflictError(LINKED_ELSEWHERE);
        return askForProof(identity, holder.id, identity.mobileNumber);
      }
      const id = await createLinkedAccount(db, identity, now(), holder?.id).catch((err: unknown) => {
        // Two first sign-ons of one person at once: the other made the account; sign in again.
        if (isUniqueViolation(err)) throw new ConflictError('Please try signing in from the eGov app again.');
        throw err;
      });
      return superAppSession(deps.sessions, await getTaxpayer(db, id), false);
    },
  };
}

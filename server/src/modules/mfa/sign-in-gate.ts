import type { MfaType } from '@/domain/contracts/mfa';
import type { Db } from '../../db/client';
import { document, resource } from '../../http/json-api';
import type { SessionsService } from '../auth/sessions.service';
import { authDocument } from '../accounts/auth-document';
import type { Taxpayer } from '../accounts/taxpayer-queries';
import { issueChallenge } from './challenges';
import { enabledFactors, possibleFactors, preferredOf, readMfa, securityFlags } from './mfa-account';
import { lguRequiresMfa } from './mfa-settings-keys';
import { maskContact } from './mask-contact';

export interface GateDeps {
  db: Db;
  now: () => Date;
  sessions: Pick<SessionsService, 'create' | 'upgrade'>;
}

/**
 * The caller's own session, when the request carried one (the MFA dialog of a step-up sends its
 * bearer token with the challenge's answer).
 */
export interface CallerSession {
  token: string;
  sessionId: number;
  taxpayerId: number;
}

/**
 * The session a passed challenge answers: the caller's own session of this account made full, so
 * a session the LGU's mfa_required limited goes on with the same token (issue 25: after step-up
 * the old session stayed limited and a new one was made); otherwise a new session.
 */
async function sessionAfterSecondFactor(deps: GateDeps, accountId: number, caller?: CallerSession) {
  if (caller?.taxpayerId === accountId) {
    const expiresAt = await deps.sessions.upgrade(caller.sessionId);
    if (expiresAt) return { token: caller.token, expiresAt };
  }
  return deps.sessions.create(accountId, { secondFactor: true });
}

/** The §3 profile fields about sign-in of an account, read fresh. */
export async function readSecurityFlags(db: Db, t: Taxpayer) {
  const [row, lgu] = await Promise.all([readMfa(db, t.id), lguRequiresMfa(db)]);
  return securityFlags(t, row, lgu);
}

/**
 * The session answer (authenticate's), with the recovery codes when a first factor just went on;
 * `secondFactor` when the sign-in passed one (mfa_required lets only such sessions do more than
 * enrol one) — then `caller`, the session the request came with, is the one made full if it is
 * this account's.
 */
export async function sessionDocument(
  deps: GateDeps,
  account: Taxpayer,
  message: string,
  {
    recoveryCodes,
    secondFactor = false,
    caller,
  }: {
    recoveryCodes?: string[] | undefined;
    secondFactor?: boolean;
    caller?: CallerSession | undefined;
  } = {},
) {
  const session = secondFactor
    ? await sessionAfterSecondFactor(deps, account.id, caller)
    : await deps.sessions.create(account.id);
  const doc = authDocument(session, account, message, await readSecurityFlags(deps.db, account));
  if (recoveryCodes) {
    Object.assign((doc.data as { attributes: object }).attributes, { recovery_codes: recoveryCodes });
  }
  return doc;
}

function challengeDocument(
  account: Taxpayer,
  challenge: { token: string; expiresAt: Date },
  available: MfaType[],
  setupRequired: boolean,
) {
  return document(
    resource('sessions', 'challenge', {
      is_mfa_required: true as const,
      token: challenge.token,
      token_type: 'MfaChallenge' as const,
      expires_at: challenge.expiresAt.toISOString(),
      mfa_setup_required: setupRequired,
      available_mfa: available,
      preferred_mfa: preferredOf(account, available),
      masked_mobile_number: maskContact(account.mobileNumber),
      masked_email: maskContact(account.emailVerifiedAt ? account.email : null),
    }),
  );
}

/**
 * A challenge for the account's second factor: one it has on, or while it has none (the LGU
 * requires one) any it could set up. Answered with the challenge's id, for a caller that acts
 * once it is answered (the super-app link).
 */
export async function secondFactorChallenge(deps: GateDeps, account: Taxpayer) {
  const on = enabledFactors(await readMfa(deps.db, account.id), account);
  const setupRequired = on.length === 0;
  const challenge = await issueChallenge(deps.db, account.id, setupRequired, deps.now());
  return {
    challengeId: challenge.id,
    document: challengeDocument(
      account,
      challenge,
      setupRequired ? possibleFactors(account) : on,
      setupRequired,
    ),
  };
}

/** True when a sign-in of this account must pass a second factor: one is on, or the LGU requires one. */
export async function needsSecondFactor(db: Db, account: Taxpayer): Promise<boolean> {
  const [row, lgu] = await Promise.all([readMfa(db, account.id), lguRequiresMfa(db)]);
  return lgu || enabledFactors(row, account).length > 0;
}

/**
 * The end of a first factor (password, PIN, sign-up code): a session, or a challenge when the
 * account has a second factor on or the LGU requires one (then an account without one must set
 * one up first). Every sign-in path ends here, so none can skip a required second factor.
 */
export async function finishSignIn(deps: GateDeps, account: Taxpayer, message: string) {
  if (!(await needsSecondFactor(deps.db, account))) return sessionDocument(deps, account, message);
  return (await secondFactorChallenge(deps, account)).document;
}

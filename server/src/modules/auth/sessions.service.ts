import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { accountAudit } from '../../db/mfa-schema';
import type { Db } from '../../db/client';
import type { Notifications } from '../../db/pg-notifications';
import { sessions } from '../../db/auth-schema';
import { preparedPerDb } from '../../db/prepared';
import { UnauthorizedError } from '../../http/http-errors';
import { digest, newToken } from './secret-tokens';
import { createSessionCache } from './session-cache';
import { PASSWORD_CHANGED, TOKEN_EXPIRED } from '@/domain/constants/error-messages';

/** Why an account's other sessions ended, as its audit records it. */
export type SessionsEndedReason = 'password_changed';

/** The audit action of revokeOthers with a reason. */
const SESSIONS_ENDED = 'sessions_ended';

/** The channel on which instances tell each other of sign-outs (and of sessions stepped up). */
const SIGNED_OUT = 'bayan_signed_out';

// Writing last_seen_at on every request would turn each read into a write; a minute is precise
// enough for a one-hour idle timeout.
const TOUCH_EVERY_MS = 60_000;

const insertSession = preparedPerDb((db) =>
  db
    .insert(sessions)
    .values({
      taxpayerId: sql.placeholder('taxpayerId'),
      tokenHash: sql.placeholder('tokenHash'),
      createdAt: sql.placeholder('at'),
      lastSeenAt: sql.placeholder('at'),
      expiresAt: sql.placeholder('expiresAt'),
      secondFactor: sql.placeholder('secondFactor'),
    })
    .returning({ id: sessions.id })
    .prepare('session_insert'),
);
const sessionByToken = preparedPerDb((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token'),
);

/** Bearer sessions with an idle and an absolute timeout; tokens are stored as SHA-256 only. */
export function createSessionsService({
  db,
  now,
  idleMs,
  absoluteMs,
  cacheMs = 0,
  notifications,
}: {
  db: Db;
  now: () => Date;
  idleMs: number;
  absoluteMs: number;
  /** How long this instance trusts a session it has read (SESSION_CACHE_SECONDS). */
  cacheMs?: number;
  /**
   * Several instances on PostgreSQL: a sign-out here is told to the others, whose caches forget
   * the session at once instead of within `cacheMs`.
   */
  notifications?: Pick<Notifications, 'publish' | 'subscribe'> | undefined;
}) {
  const cache = createSessionCache({ ttlMs: cacheMs, now });
  notifications?.subscribe(SIGNED_OUT, (payload) => {
    const { session, account, keep } = JSON.parse(payload) as {
      session?: number;
      account?: number;
      keep?: number;
    };
    if (session !== undefined) cache.dropSession(session);
    if (account !== undefined) cache.dropAccount(account, keep);
  });
  // The sign-out is already committed; an instance that misses the message forgets within cacheMs.
  const tellOthers = (message: { session?: number; account?: number; keep?: number }) =>
    notifications?.publish(SIGNED_OUT, JSON.stringify(message)).catch(() => undefined);

  /** What a revoked session's 401 says: a password change, or the §8 'Token expired'. */
  async function revokedBecause(taxpayerId: number, revokedAt: Date): Promise<string> {
    const [ended] = await db
      .select({ reason: accountAudit.reason })
      .from(accountAudit)
      .where(
        and(
          eq(accountAudit.taxpayerId, taxpayerId),
          eq(accountAudit.action, SESSIONS_ENDED),
          eq(accountAudit.createdAt, revokedAt),
        ),
      )
      .limit(1);
    return ended?.reason === 'password_changed' ? PASSWORD_CHANGED : TOKEN_EXPIRED;
  }
  return {
    /**
     * A new session; `secondFactor` when its sign-in passed one (or a sign-on that verified the
     * phone): while the LGU requires one, a session without it may only enrol one.
     */
    async create(taxpayerId: number, { secondFactor = false }: { secondFactor?: boolean } = {}) {
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + absoluteMs);
      const [row] = await insertSession(db).execute({
        taxpayerId,
        tokenHash: digest(token),
        at,
        expiresAt,
        secondFactor,
      });
      return { token, sessionId: row?.id ?? 0, expiresAt };
    },

    /** The session behind a bearer token; 401 'Token expired' for an expired or revoked one. */
    async resolve(token: string) {
      const tokenHash = digest(token);
      let session = cache.get(tokenHash);
      if (!session) {
        [session] = await sessionByToken(db).execute({ tokenHash });
        if (!session) throw new UnauthorizedError('Unauthenticated.');
        cache.set(tokenHash, session);
      }
      const at = now().getTime();
      const idle = at - session.lastSeenAt.getTime() > idleMs;
      if (session.revokedAt)
        throw new UnauthorizedError(await revokedBecause(session.taxpayerId, session.revokedAt));
      if (idle || at >= session.expiresAt.getTime()) throw new UnauthorizedError(TOKEN_EXPIRED);
      if (at - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const lastSeenAt = new Date(at);
        await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, session.id));
        cache.set(tokenHash, { ...session, lastSeenAt });
      }
      return { sessionId: session.id, taxpayerId: session.taxpayerId, secondFactor: session.secondFactor };
    },

    /**
     * Marks a live session as having passed a second factor (a step-up answered with it, issue 25),
     * so the same token does everything again while the LGU requires one; every instance forgets
     * its cached copy. Answers its expiry, or null when it is no longer live.
     */
    async upgrade(sessionId: number): Promise<Date | null> {
      const [row] = await db
        .update(sessions)
        .set({ secondFactor: true })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ expiresAt: sessions.expiresAt });
      cache.dropSession(sessionId);
      await tellOthers({ session: sessionId });
      return row?.expiresAt ?? null;
    },

    async revoke(sessionId: number) {
      cache.dropSession(sessionId);
      await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, sessionId));
      await tellOthers({ session: sessionId });
    },

    /**
     * Revokes every other live session of the account (after a password or number change). With a
     * reason, the account's audit says why at the same instant, so those sessions' next request
     * can tell the person (issue 30: 'Service unavailable' said nothing of a password changed).
     */
    async revokeOthers(taxpayerId: number, keepSessionId?: number, reason?: SessionsEndedReason) {
      cache.dropAccount(taxpayerId, keepSessionId);
      const revokedAt = now();
      const others = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId);
      await db.transaction(async (tx) => {
        if (reason)
          await tx
            .insert(accountAudit)
            .values({ taxpayerId, action: SESSIONS_ENDED, actor: 'resident', reason, createdAt: revokedAt });
        await tx
          .update(sessions)
          .set({ revokedAt })
          .where(and(eq(sessions.taxpayerId, taxpayerId), isNull(sessions.revokedAt), others));
      });
      await tellOthers({ account: taxpayerId, keep: keepSessionId });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

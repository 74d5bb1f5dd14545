import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/staff-schema';
import { digest, newToken } from '../auth/secret-tokens';
import { grantsOf, type StaffMember } from './staff-roles';

/** Staff tokens carry this prefix, so a guard knows which table to ask without asking both. */
export const STAFF_TOKEN_PREFIX = 'staff_';
/** A password sign-in has this long to enrol or send its code. */
export const SIGN_IN_WINDOW_MS = 10 * 60_000;
const TOUCH_EVERY_MS = 60_000;

export const isStaffToken = (token: string) => token.startsWith(STAFF_TOKEN_PREFIX);

export interface StaffSessionTimes {
  idleMs: number;
  absoluteMs: number;
  /**
   * How long this instance trusts a signed-in session it has read (SESSION_CACHE_SECONDS): the
   * console's calls need no database while an import holds the embedded one. Every change this
   * instance makes (sign-out, disable, roles) drops it at once; another instance's within this.
   */
  cacheMs?: number;
}

export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** A staff session behind a token, live (not revoked, idle or expired) and its member active. */
export type LiveStaffSession = { session: StaffSessionRow; member: StaffMember; enrolled: boolean };

/** Staff bearer sessions: SHA-256 of the token only; MFA-passed once `mfa_at` is set. */
export function createStaffSessions({
  db,
  now,
  idleMs,
  absoluteMs,
  cacheMs = 0,
}: { db: Db; now: () => Date } & StaffSessionTimes) {
  const cache = new Map<string, { live: LiveStaffSession; until: number }>();
  const forgetWhere = (match: (live: LiveStaffSession) => boolean) => {
    for (const [key, entry] of cache) if (match(entry.live)) cache.delete(key);
  };
  return {
    /** A session after the password: it may only enrol or send a code, for SIGN_IN_WINDOW_MS. */
    async start(staffId: number, pendingTotpSecret: string | null = null) {
      const token = STAFF_TOKEN_PREFIX + newToken();
      const at = now();
      await db.insert(staffSessions).values({
        staffId,
        tokenHash: digest(token),
        pendingTotpSecret,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + SIGN_IN_WINDOW_MS),
      });
      return token;
    },

    /** The code passed: the session answers staff endpoints until idle or its absolute end. */
    async passMfa(sessionId: number) {
      const at = now();
      const expiresAt = new Date(at.getTime() + absoluteMs);
      await db
        .update(staffSessions)
        .set({ mfaAt: at, lastSeenAt: at, expiresAt, pendingTotpSecret: null })
        .where(eq(staffSessions.id, sessionId));
      return expiresAt;
    },

    /** The live session of a staff token, or undefined (unknown, revoked, idle, expired, disabled). */
    async find(token: string): Promise<LiveStaffSession | undefined> {
      if (!isStaffToken(token)) return undefined;
      const key = digest(token);
      const cached = cache.get(key);
      if (cached && cached.until > now().getTime() && now() < cached.live.session.expiresAt)
        return cached.live;
      cache.delete(key);
      const [row] = await db
        .select({ session: staffSessions, account: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(eq(staffSessions.tokenHash, key));
      if (!row || row.session.revokedAt || row.account.disabledAt) return undefined;
      const at = now().getTime();
      const idle = row.session.mfaAt && at - row.session.lastSeenAt.getTime() > idleMs;
      if (idle || at >= row.session.expiresAt.getTime()) return undefined;
      if (row.session.mfaAt && at - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(staffSessions.id, row.session.id));
      }
      const { id, username, name, roles, enrolled } = row.account;
      // Read on every request, so a role taken away or changed stops working at once.
      const grants = await grantsOf(db, roles);
      const live = { session: row.session, member: { id, username, name, roles, ...grants }, enrolled };
      // Only a passed sign-in: one still at its code changes with every attempt.
      if (cacheMs > 0 && live.session.mfaAt) {
        if (cache.size >= 10_000) cache.clear();
        cache.set(key, { live, until: at + cacheMs });
      }
      return live;
    },
    /** Forgets what this instance trusts of a member's sessions (their roles or state changed), or of everyone's. */
    forget(staffId?: number) {
      if (staffId === undefined) cache.clear();
      else forgetWhere((live) => live.member.id === staffId);
    },

    async revoke(sessionId: number) {
      forgetWhere((live) => live.session.id === sessionId);
      await db.update(staffSessions).set({ revokedAt: now() }).where(eq(staffSessions.id, sessionId));
    },

    /** Ends every live session of a member (disabled, MFA reset). */
    async revokeAll(staffId: number) {
      forgetWhere((live) => live.member.id === staffId);
      await db
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;

import { eq } from 'drizzle-orm';
import { REAUTH_REQUIRED_MESSAGE, REAUTH_WINDOW_SECONDS } from '@/domain/contracts/mfa';
import type { Db } from '../../db/client';
import { sessionReauthentications } from '../../db/mfa-schema';
import { ForbiddenError } from '../../http/http-errors';

export type ReauthMethod = 'password' | 'sms';

/** Notes that this session's owner proved it again just now. */
export async function markReauthenticated(db: Db, sessionId: number, method: ReauthMethod, at: Date) {
  await db
    .insert(sessionReauthentications)
    .values({ sessionId, at, method })
    .onConflictDoUpdate({ target: sessionReauthentications.sessionId, set: { at, method } });
}

/** Until when this session may make sensitive changes, and how it last proved its owner; null if not recently. */
export async function reauthenticatedUntil(db: Db, sessionId: number, at: Date) {
  const [row] = await db
    .select()
    .from(sessionReauthentications)
    .where(eq(sessionReauthentications.sessionId, sessionId));
  if (!row) return null;
  const until = new Date(row.at.getTime() + REAUTH_WINDOW_SECONDS * 1000);
  return until.getTime() > at.getTime() ? { until, method: row.method } : null;
}

/**
 * Refuses a change to the mobile number, e-mail, password, PIN or a second factor unless the
 * session proved its owner within the last 10 minutes (403 with the message the web app shows
 * before asking for the password or an SMS code).
 */
export async function requireRecentReauth(db: Db, sessionId: number, at: Date) {
  const recent = await reauthenticatedUntil(db, sessionId, at);
  if (!recent) throw new ForbiddenError(REAUTH_REQUIRED_MESSAGE);
  return recent;
}

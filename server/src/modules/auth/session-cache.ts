import type { sessions } from '../../db/auth-schema';

type SessionRow = typeof sessions.$inferSelect;

/**
 * Sessions this instance read from the database in the last `ttlMs`, by token digest, so the
 * several API calls of one page cost one look-up. Sign-outs on this instance drop their entries
 * at once; another instance's (several servers on PostgreSQL) are seen within `ttlMs`. Bounded:
 * the oldest entries go first. `ttlMs` 0 keeps nothing.
 */
export function createSessionCache({
  ttlMs,
  now,
  max = 10_000,
}: {
  ttlMs: number;
  now: () => Date;
  max?: number;
}) {
  const entries = new Map<string, { row: SessionRow; until: number }>();

  const dropWhere = (match: (row: SessionRow) => boolean) => {
    for (const [digest, { row }] of entries) if (match(row)) entries.delete(digest);
  };

  return {
    get(digest: string): SessionRow | undefined {
      const entry = entries.get(digest);
      if (!entry) return undefined;
      if (entry.until > now().getTime()) return entry.row;
      entries.delete(digest);
      return undefined;
    },
    set(digest: string, row: SessionRow) {
      if (ttlMs <= 0) return;
      entries.delete(digest);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(digest, { row, until: now().getTime() + ttlMs });
    },
    /** Forgets one session (signed out). */
    dropSession: (sessionId: number) => dropWhere((row) => row.id === sessionId),
    /** Forgets an account's sessions but one (password changed). */
    dropAccount: (taxpayerId: number, keepSessionId?: number) =>
      dropWhere((row) => row.taxpayerId === taxpayerId && row.id !== keepSessionId),
  };
}

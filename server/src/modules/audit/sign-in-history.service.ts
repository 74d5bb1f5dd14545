import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffSignIns } from '../../db/staff-schema';
import { manilaDayEnd, manilaDayStart } from './manila-day-range';

export const SIGN_INS_PAGE_SIZE = 50;

export interface SignInFilter {
  staffId?: number | undefined;
  outcome?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The staff sign-in history: every step, passed or refused, newest first, with the member's name. */
export function createSignInHistory({ db }: { db: Db }) {
  const where = (f: SignInFilter): SQL | undefined => {
    const from = manilaDayStart(f.from);
    const to = manilaDayEnd(f.to);
    return and(
      f.staffId ? eq(staffSignIns.staffId, f.staffId) : undefined,
      f.outcome ? eq(staffSignIns.outcome, f.outcome) : undefined,
      from ? gte(staffSignIns.createdAt, from) : undefined,
      to ? lt(staffSignIns.createdAt, to) : undefined,
    );
  };
  return {
    async list(filter: SignInFilter, page: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: staffSignIns.id,
            staffId: staffSignIns.staffId,
            name: staffAccounts.name,
            username: staffSignIns.username,
            outcome: staffSignIns.outcome,
            address: staffSignIns.address,
            userAgent: staffSignIns.userAgent,
            createdAt: staffSignIns.createdAt,
          })
          .from(staffSignIns)
          .leftJoin(staffAccounts, eq(staffAccounts.id, staffSignIns.staffId))
          .where(where(filter))
          .orderBy(desc(staffSignIns.createdAt), desc(staffSignIns.id))
          .limit(SIGN_INS_PAGE_SIZE)
          .offset((page - 1) * SIGN_INS_PAGE_SIZE),
        db.select({ n: count() }).from(staffSignIns).where(where(filter)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditTrail } from '../../db/audit-schema';
import { nameOf } from './audit-names';
import { manilaDayEnd, manilaDayStart } from './manila-day-range';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  /** A name or id: matches the actor's raw string or its name, in part, any case. */
  actor?: string | undefined;
  /** One action exactly, e.g. 'news.publish'. */
  action?: string | undefined;
  /** Manila days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The audit viewer: every trail, newest first, actors and subjects by name, filtered and paged. */
export function createAuditTrail({ db }: { db: Db }) {
  const actorName = nameOf(sql`${auditTrail.actor}`);
  const subjectName = nameOf(sql`${auditTrail.subject}`);

  const where = (f: AuditFilter): SQL | undefined => {
    const parts: (SQL | undefined)[] = [];
    if (f.actor?.trim()) {
      const like = likeText(f.actor.trim());
      parts.push(or(ilike(auditTrail.actor, like), sql`${actorName} ilike ${like}`));
    }
    if (f.action?.trim()) parts.push(eq(auditTrail.action, f.action.trim()));
    const from = manilaDayStart(f.from);
    const to = manilaDayEnd(f.to);
    if (from) parts.push(gte(auditTrail.createdAt, from));
    if (to) parts.push(lt(auditTrail.createdAt, to));
    return and(...parts);
  };

  return {
    async list(filter: AuditFilter, page: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            source: auditTrail.source,
            id: auditTrail.id,
            actor: auditTrail.actor,
            actorName,
            action: auditTrail.action,
            subject: auditTrail.subject,
            subjectName,
            detail: auditTrail.detail,
            createdAt: auditTrail.createdAt,
          })
          .from(auditTrail)
          .where(where(filter))
          .orderBy(desc(auditTrail.createdAt), desc(auditTrail.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        db.select({ n: count() }).from(auditTrail).where(where(filter)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every action the trails hold, for the viewer's filter. */
    async actions(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ action: auditTrail.action })
        .from(auditTrail)
        .orderBy(auditTrail.action);
      return rows.map((r) => r.action);
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;

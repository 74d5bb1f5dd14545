import type { Db } from '../../db/client';
import { auditEvents } from '../../db/audit-schema';

export interface AuditEntry {
  /** 'staff:3', 'operator:juan' (the command line), 'taxpayer:12', 'system'. */
  actor: string;
  /** A dotted name: 'import.run', 'news.publish', 'content.set', 'role.save' … */
  action: string;
  /** What it was done to: 'news:7', 'role:cashier', 'content:COMPONENTS.EMAIL_LOGIN' … */
  subject?: string;
  detail?: Record<string, unknown>;
}

/**
 * Appends to the audit log what no module keeps a trail of its own for; the audit viewer reads it
 * with the other trails (audit_trail). Pass a transaction's `db` to commit the entry with the change.
 */
export function createAuditLog({ db, now }: { db: Db; now: () => Date }) {
  return {
    async record(entry: AuditEntry, within: Db = db) {
      await within.insert(auditEvents).values({
        actor: entry.actor,
        action: entry.action,
        subject: entry.subject ?? '',
        detail: entry.detail ?? {},
        createdAt: now(),
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/** The actor of a command-line operator: the operating-system user who ran it. */
export const operatorActor = (user: string) => `operator:${user}`;

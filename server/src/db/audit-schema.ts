import { index, jsonb, pgTable, pgView, serial, text, timestamp, integer } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What staff and operators did that no module keeps a trail of its own for (imports, news, site
 * content, settings, roles and offices, look-ups): appended, never changed.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    // 'staff:3', 'operator:juan' (the command line), 'taxpayer:12', 'system'.
    actor: text('actor').notNull(),
    // A dotted name: 'import.run', 'news.publish', 'content.set', 'role.save' …
    action: text('action').notNull(),
    // What it was done to: 'news:7', 'role:cashier', 'content:COMPONENTS.EMAIL_LOGIN' …
    subject: text('subject').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_at').on(t.createdAt),
    index('audit_events_actor').on(t.actor, t.createdAt),
    index('audit_events_action').on(t.action, t.createdAt),
  ],
);

/**
 * Every audit trail in one place for the audit viewer (migrations 0021, 0022): audit_events,
 * staff_audit, account_audit, application_status_changes and payment_audit (held payments,
 * refunds, closed checkouts), each row as actor, action, subject, detail.
 */
export const auditTrail = pgView('audit_trail', {
  source: text('source').notNull(),
  id: integer('id').notNull(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  subject: text('subject').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull(),
}).existing();

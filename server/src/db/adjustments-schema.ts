import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { applications } from './applications-schema';
import type { SoaLine } from './permits-schema';
import { applicationSoas } from './permits-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const centavos = (name: string) => bigint(name, { mode: 'number' });

/**
 * Every assessment an officer made differ from the fee schedule (issue 25), appended and decided
 * once: the schedule's lines and the officer's, who adjusted and why, and — when the total fell
 * below the schedule by more than the LGU's share — the second officer who approved or rejected
 * it, when and why. Names are kept as they were, for the collections report and the auditor.
 */
export const assessmentAdjustments = pgTable(
  'assessment_adjustments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    scheduleLines: jsonb('schedule_lines').$type<SoaLine[]>().notNull(),
    scheduleTotal: centavos('schedule_total').notNull(),
    lines: jsonb('lines').$type<SoaLine[]>().notNull(),
    adjustedTotal: centavos('adjusted_total').notNull(),
    // How far below the schedule (basis points, rounded down) and the share in force then.
    shareBelowBp: integer('share_below_bp').notNull(),
    approvalShareBp: integer('approval_share_bp').notNull(),
    // 'pending' | 'approved' | 'rejected' | 'not_required' (within the share).
    state: text('state').notNull(),
    reason: text('reason').notNull(),
    adjustedBy: text('adjusted_by').notNull(),
    adjustedByName: text('adjusted_by_name').notNull(),
    adjustedAt: at('adjusted_at').notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: at('decided_at'),
    decisionReason: text('decision_reason'),
    // The SOA it became: at once within the share, on approval otherwise.
    soaId: integer('soa_id').references(() => applicationSoas.id),
  },
  (t) => [
    index('assessment_adjustments_application').on(t.applicationId, t.id),
    index('assessment_adjustments_state').on(t.state, t.adjustedAt),
    // One adjustment waits for approval per application at a time.
    uniqueIndex('assessment_adjustments_one_pending')
      .on(t.applicationId)
      .where(sql`${t.state} = 'pending'`),
  ],
);

export type AssessmentAdjustment = typeof assessmentAdjustments.$inferSelect;

import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What an import wrote (modules/imports/import-kind.ts ImportOutcome). */
export interface ImportRunOutcome {
  rows: number;
  counts: Record<string, number>;
  summary: string;
}

/**
 * Every import, from the console or the command line: who imported which file of which kind,
 * when, and how it ended (its counts, or its first bad rows by line). A console upload waits here
 * (`uploaded`, its file in storage) until the operator starts it after the preview.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileSha256: text('file_sha256').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    // uploaded, running, done, refused (bad rows: nothing written), failed (an error: nothing written)
    status: text('status').notNull(),
    // While running: 'checked' then 'written', and how many rows of it are done.
    stage: text('stage'),
    processed: integer('processed').notNull().default(0),
    outcome: jsonb('outcome').$type<ImportRunOutcome>(),
    // The first 50 bad rows; problem_count has them all.
    problems: jsonb('problems').$type<{ line: number; message: string }[]>(),
    problemCount: integer('problem_count').notNull().default(0),
    actor: text('actor').notNull(),
    // 'console' or 'command line'.
    via: text('via').notNull(),
    // The uploaded file's storage key until the import has run.
    fileKey: text('file_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('import_runs_created').on(t.createdAt)],
);

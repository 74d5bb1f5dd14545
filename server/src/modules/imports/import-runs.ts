import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importRuns, type ImportRunOutcome } from '../../db/imports-schema';
import { nameOf } from '../audit/audit-names';
import type { ImportProblem } from '../../billing/csv-import/import-kind';

export type ImportRun = typeof importRuns.$inferSelect;
/** How many bad rows a run keeps (the command line lists as many). */
export const KEPT_PROBLEMS = 50;

/** The record of every import, console or command line: who imported which file, and how it ended. */
export function createImportRuns({ db, now }: { db: Db; now: () => Date }) {
  const update = (id: number, set: Partial<typeof importRuns.$inferInsert>) =>
    db
      .update(importRuns)
      .set({ ...set, updatedAt: now() })
      .where(eq(importRuns.id, id));
  return {
    async create(values: Omit<typeof importRuns.$inferInsert, 'createdAt' | 'updatedAt'>) {
      const at = now();
      const [row] = await db
        .insert(importRuns)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('import run not recorded');
      return row;
    },
    async get(id: number) {
      const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
      return row;
    },
    /** Moves an uploaded run to running, once: false when it already left `uploaded`. */
    async claim(id: number) {
      const rows = await db
        .update(importRuns)
        .set({ status: 'running', startedAt: now(), updatedAt: now() })
        .where(sql`${importRuns.id} = ${id} and ${importRuns.status} = 'uploaded'`)
        .returning({ id: importRuns.id });
      return rows.length > 0;
    },
    progress: (id: number, stage: string, processed: number) => update(id, { stage, processed }),
    done: (id: number, outcome: ImportRunOutcome) =>
      update(id, { status: 'done', outcome, fileKey: null, finishedAt: now() }),
    refused: (id: number, problems: ImportProblem[]) =>
      update(id, {
        status: 'refused',
        problems: problems.slice(0, KEPT_PROBLEMS),
        problemCount: problems.length,
        fileKey: null,
        finishedAt: now(),
      }),
    failed: (id: number) => update(id, { status: 'failed', fileKey: null, finishedAt: now() }),
    /** Removes a run not started yet, once; answers it (its file key), or undefined. */
    async removeUploaded(id: number) {
      const [row] = await db
        .delete(importRuns)
        .where(sql`${importRuns.id} = ${id} and ${importRuns.status} = 'uploaded'`)
        .returning();
      return row;
    },
    async page(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ run: importRuns, actorName: nameOf(sql`${importRuns.actor}`) })
          .from(importRuns)
          .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(importRuns),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type ImportRuns = ReturnType<typeof createImportRuns>;

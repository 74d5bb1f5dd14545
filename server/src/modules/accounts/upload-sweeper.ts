import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { uploads } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import type { JobLeases } from '../../job-leases';
import { repeatJob } from '../../repeat-job';

/** An upload no profile or transaction has pointed at within this long is removed. */
export const UNREFERENCED_UPLOAD_TTL_MS = 86_400_000;
const BATCH = 100;

export interface UploadSweeperDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  logger: Pick<Logger, 'warn'>;
  /** Several instances on PostgreSQL: one of them runs each pass. */
  jobLeases?: JobLeases | undefined;
}

/** Removes uploads never referenced (chosen, then abandoned) a day after they were made. */
export function createUploadSweeper({ db, storage, now, logger, jobLeases }: UploadSweeperDeps) {
  /** One pass: up to a batch of stale uploads, oldest first; returns how many were removed. */
  async function sweep(): Promise<number> {
    const cutoff = new Date(now().getTime() - UNREFERENCED_UPLOAD_TTL_MS);
    const stale = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.referencedAt), lt(uploads.createdAt, cutoff)))
      .orderBy(asc(uploads.createdAt))
      .limit(BATCH);
    let removed = 0;
    for (const { id } of stale) {
      // The row goes first, and only while still unreferenced: a profile saved at this very
      // moment keeps its photo, and a file without a row is never served.
      const [gone] = await db
        .delete(uploads)
        .where(and(eq(uploads.id, id), isNull(uploads.referencedAt)))
        .returning({ path: uploads.path });
      if (!gone) continue;
      try {
        await storage.delete(gone.path);
      } catch (err) {
        logger.warn({ err, path: gone.path }, 'removing an unreferenced upload failed');
      }
      removed++;
    }
    return removed;
  }

  /** Runs sweep every `intervalMs` (never two passes at once); returns the stop function. */
  const start = (intervalMs: number) =>
    repeatJob(sweep, intervalMs, {
      logger,
      what: 'sweeping unreferenced uploads',
      shared: jobLeases && { job: 'upload-sweeper', leases: jobLeases },
    });

  return { sweep, start };
}

export type UploadSweeper = ReturnType<typeof createUploadSweeper>;

import type { Logger } from 'pino';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import { importProblemsOf } from '../../billing/csv-import/csv-import-error';
import type { ImportKind, ImportStage } from '../../billing/csv-import/import-kind';
import type { ImportRun, ImportRuns } from './import-runs';

/** How often a running import writes its progress to its record (other instances read it there). */
const PROGRESS_WRITE_MS = 1_000;

export interface ImportRunnerDeps {
  db: Db;
  now: () => Date;
  runs: ImportRuns;
  storage: FileStorage;
  kinds: readonly ImportKind[];
  audit: AuditLog;
  logger: Logger;
  /** Hands the running import to shutdown, which waits for it before closing the database. */
  track: (work: Promise<void>) => void;
}

/**
 * Runs a console upload's import in the background of the instance that was asked to start it:
 * the same import as the command line's, all or nothing, letting the event loop serve requests
 * between rows. Progress is kept in memory (the answer of this instance) and written to the run's
 * record about once a second (the answer of the others); never awaited inside the import, whose
 * transaction holds the embedded database.
 */
export function createImportRunner(d: ImportRunnerDeps) {
  // The runs this instance runs, as they stand: read without the database, which the import's
  // transaction holds (the embedded one answers nothing else until it commits).
  const live = new Map<number, ImportRun>();

  async function execute(run: ImportRun, kind: ImportKind, actor: string) {
    let lastWrite = 0;
    let writing: Promise<unknown> | null = null;
    const onProgress = (stage: ImportStage, processed: number) => {
      live.set(run.id, { ...run, stage, processed, updatedAt: d.now() });
      if (writing || Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = Date.now();
      writing = d.runs
        .progress(run.id, stage, processed)
        .catch((err: unknown) => d.logger.warn({ err }, 'writing import progress failed'))
        .finally(() => (writing = null));
    };
    const subject = `import:${run.id}`;
    const detail = { kind: run.kind, file: run.fileName, sha256: run.fileSha256 };
    try {
      const bytes = run.fileKey ? await d.storage.get(run.fileKey) : null;
      if (!bytes) throw new Error(`the file of import ${run.id} is gone`);
      const text = new TextDecoder().decode(bytes);
      const outcome = await kind.run(d.db, text, {
        now: d.now(),
        onProgress,
        progressEvery: 1_000,
        yieldEvery: 500,
      });
      await writing;
      await d.runs.done(run.id, outcome);
      await d.audit.record({ actor, action: 'import.run', subject, detail: { ...detail, ...outcome } });
    } catch (err) {
      await writing;
      const problems = importProblemsOf(err);
      if (problems) {
        await d.runs.refused(run.id, problems);
        await d.audit.record({
          actor,
          action: 'import.refused',
          subject,
          detail: { ...detail, problems: problems.length },
        });
      } else {
        d.logger.error({ err, importRun: run.id }, 'import failed');
        await d.runs.failed(run.id);
        await d.audit.record({ actor, action: 'import.failed', subject, detail });
      }
    } finally {
      live.delete(run.id);
      if (run.fileKey) await d.storage.delete(run.fileKey).catch(() => undefined);
    }
  }

  return {
    /** Starts a claimed run; answers at once. */
    start(run: ImportRun, kind: ImportKind, actor: string) {
      live.set(run.id, { ...run, stage: 'checked', processed: 0 });
      d.track(
        execute(run, kind, actor).catch((err: unknown) => d.logger.error({ err }, 'import run crashed')),
      );
    },
    /** A run this instance is running, as it stands now; undefined when it runs none by that id. */
    runningHere: (id: number) => live.get(id),
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;

import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { ConflictError, NotFoundError, ValidationError } from '../../http/http-errors';
import { staffActor, type StaffMember } from '../staff/staff-roles';
import { readImportFile } from './import-file';
import type { ImportKind } from '../../billing/csv-import/import-kind';
import type { ImportRunner } from './import-runner';
import type { ImportRun, ImportRuns } from './import-runs';

export const IMPORT_KIND_MESSAGE = 'Choose what to import from the list.';
export const IMPORT_NOT_FOUND_MESSAGE = 'Import not found.';
export const IMPORT_STARTED_MESSAGE = 'This import has already started.';
/** A running import whose record has not moved for this long is reported interrupted (its instance stopped). */
const STALE_MS = 2 * 60_000;

/**
 * The console's imports (issue 28): an upload is checked and previewed, then started by the
 * operator; it runs as the command line's import does, its progress readable while it runs.
 */
export function createImportsService(d: {
  now: () => Date;
  runs: ImportRuns;
  runner: ImportRunner;
  storage: FileStorage;
  kinds: readonly ImportKind[];
}) {
  const kindOf = (code: string | undefined) => d.kinds.find((k) => k.code === code);

  /** A run as the console reads it: live progress when this instance runs it, interrupted when nobody does. */
  const view = (run: ImportRun): ImportRun => {
    const local = d.runner.runningHere(run.id);
    if (local) return local;
    const stale = run.status === 'running' && d.now().getTime() - run.updatedAt.getTime() > STALE_MS;
    return stale ? { ...run, status: 'interrupted' } : run;
  };

  async function find(id: number) {
    const run = await d.runs.get(id);
    if (!run) throw new NotFoundError(IMPORT_NOT_FOUND_MESSAGE);
    return run;
  }

  return {
    kinds: d.kinds,
    kindOf,
    view,
    async upload(actor: StaffMember, code: string | undefined, fileName: string, bytes: Uint8Array) {
      const kind = kindOf(code);
      if (!kind) throw new ValidationError({ kind: [IMPORT_KIND_MESSAGE] });
      const { preview } = readImportFile(bytes);
      const fileKey = `imports/${randomBytes(16).toString('hex')}.csv`;
      await d.storage.put(fileKey, bytes);
      const run = await d.runs.create({
        kind: kind.code,
        fileName: fileName.slice(0, 200) || 'import.csv',
        fileSize: bytes.length,
        fileSha256: preview.sha256,
        totalRows: preview.totalRows,
        status: 'uploaded',
        actor: staffActor(actor),
        via: 'console',
        fileKey,
      });
      return { run, preview };
    },
    /** A run; one this instance runs is answered from memory, without waiting for the database. */
    get: async (id: number) => d.runner.runningHere(id) ?? view(await find(id)),
    async start(actor: StaffMember, id: number) {
      const run = await find(id);
      const kind = kindOf(run.kind);
      if (!kind || !(await d.runs.claim(id))) throw new ConflictError(IMPORT_STARTED_MESSAGE);
      d.runner.start({ ...run, status: 'running' }, kind, staffActor(actor));
      return view({ ...run, status: 'running' });
    },
    /** An upload the operator decided not to import: its file and record go. */
    async discard(id: number) {
      await find(id);
      const removed = await d.runs.removeUploaded(id);
      if (!removed) throw new ConflictError(IMPORT_STARTED_MESSAGE);
      if (removed.fileKey) await d.storage.delete(removed.fileKey);
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;

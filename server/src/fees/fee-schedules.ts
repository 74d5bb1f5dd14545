import { desc, eq, sql } from 'drizzle-orm';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import type { FeeSchedule } from '@/domain/fees/fee-schedule';
import type { Db } from '../db/client';
import { feeSchedules } from '../db/fees-schema';
import { ConfigError } from '../env';
import { checkScheduleSource, type CheckedSchedule } from './fee-schedule-source';
import { readFeeScheduleFile } from './fee-schedule-file';

// Every instance starting with the same file takes this lock, so a changed file is stored once.
const FILE_LOCK = 7_245_300;

/** The newest stored version: its number, text, origin and when; undefined before any is stored. */
export async function storedFeeSchedule(db: Db) {
  const [row] = await db.select().from(feeSchedules).orderBy(desc(feeSchedules.id)).limit(1);
  return (
    row && { version: row.id, origin: row.origin, storedAt: row.createdAt as Date | null, source: row.source }
  );
}

/**
 * Checks a schedule's text (also against the definitions) and stores it as the newest version,
 * the one every assessment uses from then on; a wrong one is refused whole with every problem.
 */
export async function storeFeeSchedule(
  db: Db,
  definitions: readonly ApplicationDefinition[],
  source: string,
  origin: string,
) {
  const checked = checkScheduleSource(source, definitions);
  if (!checked.ok) return checked;
  const [row] = await db
    .insert(feeSchedules)
    .values({ source, sourceSha256: checked.sha256, origin })
    .returning({ id: feeSchedules.id });
  return { ...checked, version: row?.id ?? 0 };
}

/**
 * The LGU's fee schedule as the running portal uses it (docs/fee-schedule.md): the newest stored
 * version, read again whenever a newer one is stored (by `fees load`, the staff API, or a changed
 * FEE_SCHEDULE_FILE at a start), on every instance, with no restart; the file itself until a
 * version is stored. Each version is checked against the definitions before it is stored.
 */
export function createFeeSchedules({
  db,
  file,
  definitions,
}: {
  db: Db;
  file?: string | undefined;
  definitions: readonly ApplicationDefinition[];
}) {
  // Read and checked at composition: a wrong file stops the server before it serves anything.
  const fromFile = readFeeScheduleFile(file, definitions);
  let cached: { id: number; schedule: FeeSchedule } | undefined;

  async function current(): Promise<FeeSchedule> {
    const [newest] = await db
      .select({ id: feeSchedules.id })
      .from(feeSchedules)
      .orderBy(desc(feeSchedules.id))
      .limit(1);
    if (!newest) return fromFile.schedule;
    if (cached?.id === newest.id) return cached.schedule;
    const [row] = await db.select().from(feeSchedules).where(eq(feeSchedules.id, newest.id));
    const checked = row && checkScheduleSource(row.source, definitions);
    if (!checked?.ok) {
      throw new ConfigError(
        `the fee schedule version ${String(newest.id)} does not fit the application definitions: ${checked ? checked.problems.join('; ') : 'gone'}`,
      );
    }
    cached = { id: newest.id, schedule: checked.schedule };
    return checked.schedule;
  }

  return {
    current,

    /** Checks a schedule's text without storing it. */
    check: (source: string): CheckedSchedule => checkScheduleSource(source, definitions),

    /** Checks and stores a new version; it is the one used from the next assessment on. */
    store: (source: string, origin: string) => storeFeeSchedule(db, definitions, source, origin),

    /** The version in use: its number, text and origin (the file's text before any is stored). */
    async shown() {
      return (
        (await storedFeeSchedule(db)) ?? {
          version: 0,
          origin: 'file',
          storedAt: null,
          source: fromFile.source,
        }
      );
    },

    /**
     * At start (main.ts): stores FEE_SCHEDULE_FILE as a new version when it differs from the last
     * one taken from the file (so editing the file and restarting still works), then checks the
     * version in use against the definitions (a stored one may not fit a newer release's).
     */
    async takeFile() {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FILE_LOCK})`);
        const [last] = await tx
          .select({ sha: feeSchedules.sourceSha256 })
          .from(feeSchedules)
          .where(eq(feeSchedules.origin, 'file'))
          .orderBy(desc(feeSchedules.id))
          .limit(1);
        if (last?.sha === fromFile.sha256) return;
        await tx
          .insert(feeSchedules)
          .values({ source: fromFile.source, sourceSha256: fromFile.sha256, origin: 'file' });
      });
      await current();
    },
  };
}

export type FeeSchedules = ReturnType<typeof createFeeSchedules>;

/** Where the services read the schedule in use from (fixedSchedule in tests). */
export type FeeScheduleSource = Pick<FeeSchedules, 'current'>;

/** A schedule that never changes, as a source: what a test or a one-off command assesses with. */
export const fixedSchedule = (schedule: FeeSchedule): FeeScheduleSource => ({
  current: () => Promise.resolve(schedule),
});

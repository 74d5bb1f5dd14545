import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';

/** Who runs a periodic job's pass when several instances share one PostgreSQL. */
export interface JobLeases {
  /**
   * Claims the pass of `job` for the current period (the database clock divided into `intervalMs`
   * slices) unless another instance has claimed it, or its last pass still runs. Resolves to the
   * function that ends the lease once the pass is done, or null when this instance does not run it.
   */
  claim(job: string, intervalMs: number): Promise<(() => Promise<void>) | null>;
}

/** A pass that outlives this many periods (its instance died, or hangs) no longer holds the job. */
const LEASE_PERIODS = 10;

/**
 * Leases in the `job_leases` table: one conditional upsert a period per job and instance. The
 * period is counted on the database's clock, so instances whose clocks differ still agree on it.
 * A dead holder's lease lapses after LEASE_PERIODS periods (at least a minute).
 */
export function createJobLeases({ db, holder = defaultHolder() }: { db: Db; holder?: string }): JobLeases {
  return {
    async claim(job, intervalMs) {
      const leaseMs = Math.max(60_000, intervalMs * LEASE_PERIODS);
      const claimed = await db.execute(sql`
        insert into job_leases as j (job, period, holder, held_until, passes, last_started_at)
        values (${job}, floor(extract(epoch from clock_timestamp()) * 1000 / ${intervalMs})::bigint, ${holder},
          clock_timestamp() + ${leaseMs} * interval '1 millisecond', 1, clock_timestamp())
        on conflict (job) do update set period = excluded.period, holder = excluded.holder,
          held_until = excluded.held_until, passes = j.passes + 1, last_started_at = excluded.last_started_at
        where j.period < excluded.period and (j.held_until is null or j.held_until < clock_timestamp())
        returning j.period`);
      // Both drivers answer raw SQL with `rows`; the shared Db type cannot say so.
      if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return null;
      return async () => {
        await db.execute(
          sql`update job_leases set held_until = null where job = ${job} and holder = ${holder}`,
        );
      };
    },
  };
}

function defaultHolder(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

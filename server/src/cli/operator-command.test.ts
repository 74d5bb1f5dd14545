import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, auditTrail } from '../db/audit-schema';
import type { Database } from '../db/client';
import { feeSchedules } from '../db/fees-schema';
import { importRuns } from '../db/imports-schema';
import { readEnv } from '../env';
import { DEFAULT_FEE_SCHEDULE_FILE } from '../fees/fee-schedule-file';
import { rollCsv } from '../modules/imports/imports-test-kit';
import { openTestDatabase } from '../testing/test-database';
import { runOperatorCommand } from './operator-command';

let database: Database;
let folder: string;
beforeAll(async () => {
  database = await openTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'bayan-operator-cmd-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await database.close();
});

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const ctx = {
    db: database.db,
    env: readEnv({}),
    cwd: folder,
    user: 'juan',
    readStdin: () => Promise.resolve(''),
  };
  const code = await runOperatorCommand(ctx, args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('an operator command, wherever it runs', () => {
  it('reads a relative file from the operator’s folder and records who imported it', async () => {
    writeFileSync(join(folder, 'roll.csv'), rollCsv(3, 700));
    const done = await run(['import', 'rpt', 'roll.csv']);
    expect(done.code, done.err.join('\n')).toBe(0);
    const [record] = await database.db.select().from(importRuns);
    expect(record).toMatchObject({
      kind: 'rpt',
      fileName: 'roll.csv',
      status: 'done',
      actor: 'operator:juan',
      via: 'command line',
      outcome: { rows: 3, counts: { new: 3, updated: 0 } },
    });
  });

  it('writes a content change to the audit log as the command line’s user', async () => {
    expect((await run(['content', 'set', 'COMPONENTS', 'EMAIL_LOGIN', 'true'])).code).toBe(0);
    const events = await database.db.select().from(auditEvents);
    expect(events.map((e) => [e.actor, e.action, e.subject])).toEqual(
      expect.arrayContaining([
        ['operator:juan', 'import.run', expect.stringMatching(/^import:\d+$/)],
        ['operator:juan', 'content.set', 'content:COMPONENTS.EMAIL_LOGIN'],
      ]),
    );
  });

  it('loads a fee schedule from the operator’s folder as the operator’s version, in the audit log', async () => {
    writeFileSync(join(folder, 'fees.yaml'), readFileSync(DEFAULT_FEE_SCHEDULE_FILE, 'utf8'));
    const done = await run(['fees', 'load', 'fees.yaml']);
    expect(done.code, done.err.join('\n')).toBe(0);
    const [stored] = await database.db.select().from(feeSchedules);
    expect(stored?.origin).toBe('operator:juan');
    const trail = await database.db.select().from(auditTrail).where(eq(auditTrail.action, 'fees.schedule'));
    expect(trail).toMatchObject([{ actor: 'operator:juan', subject: `fee_schedule:${String(stored?.id)}` }]);
  });

  it('answers 2 with the help for a command it does not know', async () => {
    const unknown = await run(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(/^unknown command: frobnicate/);
  });
});

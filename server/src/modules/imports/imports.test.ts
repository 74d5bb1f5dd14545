import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { runImportCommand } from '../../cli/import-command';
import { readEnv } from '../../env';
import { importKinds } from '../../import-kinds';
import { signedInStaff } from '../staff/staff-test-kit';
import { rollCsv } from './imports-test-kit';

let t: AccountsTestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createAccountsTestApp();
  auth = { Authorization: `Bearer ${(await signedInStaff(t, ['operator'], 'Olga Operator')).token}` };
});
afterAll(() => t.close());

interface Run {
  id: number;
  status: string;
  stage: string | null;
  processed: number;
  total_rows: number;
  outcome: { rows: number; counts: Record<string, number>; summary: string } | null;
  problems: { line: number; message: string }[];
  problem_count: number;
  actor_name?: string;
  via: string;
  preview?: { columns: string[]; rows: string[][] };
}

const upload = (body: string | Uint8Array, kind = 'rpt', headers: Record<string, string> = {}) =>
  t.app.request(`/api/v1/staff/imports?kind=${kind}&file_name=roll.csv`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/csv', ...headers },
    body,
  });
const uploaded = async (body: string, kind = 'rpt') => {
  const res = await upload(body, kind);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Run }).data;
};
const call = (method: string, path: string) =>
  t.app.request(`/api/v1/staff/imports${path}`, { method, headers: auth });
const runOf = async (id: number) => ((await (await call('GET', `/${id}`)).json()) as { data: Run }).data;

/** Polls a started run until it ends, keeping every progress it showed on the way. */
async function finished(id: number) {
  const seen: Run[] = [];
  for (;;) {
    const run = await runOf(id);
    seen.push(run);
    if (!['running', 'uploaded'].includes(run.status)) return { run, seen };
    await new Promise((r) => setTimeout(r, 20));
  }
}
const propertyCount = async () =>
  (
    (await t.infrastructure.db.execute(sql`select count(*)::int as n from rpt_properties`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

describe('imports in the console', () => {
  it('previews an upload, then imports it when started, recording who imported what', async () => {
    const run = await uploaded(rollCsv(25));
    expect(run).toMatchObject({ status: 'uploaded', total_rows: 25, via: 'console' });
    expect(run.preview?.columns[0]).toBe('owner_id');
    expect(run.preview?.rows).toHaveLength(10);
    expect(run.preview?.rows[0]?.[1]).toBe('Owner 0, Jr.');
    const before = await propertyCount();

    expect((await call('POST', `/${run.id}/start`)).status).toBe(202);
    const { run: done } = await finished(run.id);
    expect(done).toMatchObject({ status: 'done', outcome: { rows: 25, counts: { new: 25, updated: 0 } } });
    expect(await propertyCount()).toBe((before ?? 0) + 25);
    const history = (await (await call('GET', '')).json()) as { data: Run[] };
    expect(history.data[0]).toMatchObject({ id: run.id, actor_name: 'Olga Operator', status: 'done' });
    const audit = await t.app.request('/api/v1/staff/audit?action=import.run', { headers: auth });
    const { data } = (await audit.json()) as { data: { subject: string; actor_name: string }[] };
    expect(data[0]).toMatchObject({ subject: `import:${run.id}`, actor_name: 'Olga Operator' });
  });

  it('refuses a file with bad rows as a whole, naming each by line', async () => {
    const before = await propertyCount();
    const text = `${rollCsv(3, 900)}\nBAD,Nobody,not-a-pin,,AR,San Isidro,,land,residential,abc,2025-4`;
    const run = await uploaded(text);
    await call('POST', `/${run.id}/start`);
    const { run: refused } = await finished(run.id);
    expect(refused.status).toBe('refused');
    expect(refused.problem_count).toBe(1);
    expect(refused.problems[0]?.line).toBe(5);
    expect(await propertyCount()).toBe(before);
  });

  it('checks an upload by its content before keeping it', async () => {
    const fieldOf = async (res: Response) => {
      expect(res.status).toBe(422);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect((await fieldOf(await upload(new Uint8Array([0xff, 0xfe, 0x00, 0x41])))).file).toEqual([
      'The file is not CSV text. Save it from the spreadsheet as CSV UTF-8.',
    ]);
    expect((await fieldOf(await upload('owner_id,pin\n'))).file).toEqual([
      'The file is empty: it needs a header row and at least one row.',
    ]);
    expect((await fieldOf(await upload('a,b\n1,2\n"3,4\n'))).file).toEqual([
      'The file cannot be read as CSV at line 3: a quoted field is never closed.',
    ]);
    expect((await fieldOf(await upload('a\n1', 'payroll'))).kind).toEqual([
      'Choose what to import from the list.',
    ]);
    const tooLarge = await upload('a\n1', 'rpt', { 'Content-Length': String(64 * 1024 * 1024) });
    expect(tooLarge.status).toBe(413);
  });

  it('starts an upload once, and discards only one not started', async () => {
    const run = await uploaded(rollCsv(2, 950));
    expect((await call('POST', `/${run.id}/start`)).status).toBe(202);
    expect((await call('POST', `/${run.id}/start`)).status).toBe(409);
    expect((await call('DELETE', `/${run.id}`)).status).toBe(409);
    await finished(run.id);
    const other = await uploaded(rollCsv(2, 960));
    expect((await call('DELETE', `/${other.id}`)).status).toBe(200);
    expect((await call('GET', `/${other.id}`)).status).toBe(404);
    expect((await call('POST', '/999999/start')).status).toBe(404);
  });

  it('imports 50,000 rows with progress on the way, ending as the command line does', async () => {
    const text = rollCsv(50_000, 100_000, 'BIG');
    const count = async () =>
      (
        (await t.infrastructure.db.execute(
          sql`select count(*)::int as n from rpt_properties where owner_id like 'BIG%'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    const snapshot = async () =>
      (
        (await t.infrastructure.db
          .execute(sql`select owner_id, owner_name, pin, arp_no, barangay, survey_no, kind,
        classification, assessed_value, imported_paid_through from rpt_properties where owner_id like 'BIG%' order by pin`)) as unknown as {
          rows: unknown[];
        }
      ).rows;

    const run = await uploaded(text);
    expect(run.total_rows).toBe(50_000);
    await call('POST', `/${run.id}/start`);
    const { run: done, seen } = await finished(run.id);
    expect(done.outcome).toMatchObject({ rows: 50_000, counts: { new: 50_000, updated: 0 } });
    // The bar moved: progress part-way through checking, then through writing.
    const partial = seen.filter((s) => s.status === 'running' && s.processed > 0 && s.processed < 50_000);
    expect(partial.some((s) => s.stage === 'checked')).toBe(true);
    expect(partial.some((s) => s.stage === 'written')).toBe(true);
    expect(await count()).toBe(50_000);
    const fromConsole = await snapshot();

    // The same file through the command line's import, into the same table emptied again.
    await t.infrastructure.db.execute(sql`delete from rpt_properties where owner_id like 'BIG%'`);
    const file = join(mkdtempSync(join(tmpdir(), 'bayan-roll-')), 'roll.csv');
    writeFileSync(file, text);
    const out: string[] = [];
    const code = await runImportCommand(
      { db: t.infrastructure.db, kinds: importKinds(readEnv({})) },
      ['import', 'rpt', file],
      (l) => out.push(l),
      () => {},
    );
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^imported 50000 properties \(50000 new, 0 updated\) in /);
    expect(done.outcome?.summary).toBe('imported 50000 properties (50000 new, 0 updated)');
    expect(await snapshot()).toEqual(fromConsole);
  }, 240_000);
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeSchedules } from '../db/fees-schema';
import { DEFAULT_FEE_SCHEDULE_FILE } from '../fees/fee-schedule-file';
import { allDefinitions } from '../modules/applications/application-definitions';
import { createAccountsTestApp, type AccountsTestApp } from '../testing/accounts-test-app';
import { runFeesCommand } from './fees-commands';

const SHIPPED = readFileSync(DEFAULT_FEE_SCHEDULE_FILE, 'utf8');
const file = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'fees-cli-')), 'fees.yaml');
  writeFileSync(path, text);
  return path;
};

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runFeesCommand(
    { db: t.infrastructure.db, definitions: allDefinitions() },
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

describe('npm run cli -- fees', () => {
  it('checks a schedule without storing it, naming each problem', async () => {
    expect(await run('fees', 'check', file(SHIPPED))).toMatchObject({ code: 0, err: [] });
    const wrong = file(SHIPPED.replace('base: capital_amount', 'base: capital'));
    expect(await run('fees', 'check', wrong)).toEqual({
      code: 1,
      out: [],
      err: [
        `${wrong} is not a valid fee schedule; nothing was changed:`,
        '  rules.bpls-new-capital.lines[0].base: capital is not a field of e2e-business-permit-new',
      ],
    });
    expect(await t.infrastructure.db.select().from(feeSchedules)).toEqual([]);
  });

  it('loads a valid one as the version in use and shows it', async () => {
    expect((await run('fees', 'show')).out[0]).toMatch(/^No schedule is stored yet/);
    expect(await run('fees', 'load', file(SHIPPED))).toMatchObject({
      code: 0,
      out: [expect.stringMatching(/^Stored as version \d+: assessments use it from now on\.$/)],
    });
    const shown = await run('fees', 'show');
    expect(shown.out[0]).toMatch(/^# version \d+, from cli, stored /);
    expect(shown.out[1]).toBe(SHIPPED);
    expect((await run('fees', 'load', file('rules: ['))).code).toBe(1);
    expect((await run('fees', 'load', '/nowhere/fees.yaml')).code).toBe(1);
    expect((await run('fees', 'load')).code).toBe(2);
    expect(await run('content', 'list')).toEqual({ code: null, out: [], err: [] });
  });
});

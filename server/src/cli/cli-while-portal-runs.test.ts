import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';

// Issue 28: no operator task needs downtime. With the portal running on the embedded database,
// the command line hands its commands to the portal, which runs them while it keeps serving.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const work = mkdtempSync(join(tmpdir(), 'bayan-cli-live-'));
const dataDir = join(work, 'db');
const staticDir = join(work, 'static');
mkdirSync(staticDir);
// The child must not inherit the PostgreSQL of a CI run, nor the developer's own settings.
const childEnv = (extra: Record<string, string> = {}) => ({
  ...process.env,
  DATABASE_URL: '',
  BAYAN_DATA_DIR: dataDir,
  BAYAN_STATIC_DIR: staticDir,
  LOG_LEVEL: 'warn',
  CONTENT_CACHE_SECONDS: '60',
  ...extra,
});

let portal: ChildProcess;
let port: number;
let portalExit: Promise<number | null>;

/** Runs `npm run cli -- …` as an operator would, from `cwd`; its output and exit code. */
function cli(args: string[], { cwd = work, stdin = '' } = {}) {
  // tsx finds the `@/` paths through the repository's tsconfig wherever the operator stands.
  const script = [`--tsconfig=${join(repoRoot, 'tsconfig.json')}`, join(repoRoot, 'server/src/cli/main.ts')];
  const child = spawn(tsx, [...script, ...args], { cwd, env: childEnv() });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out, err })),
  );
}

const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);

beforeAll(async () => {
  port = await freePort();
  portal = spawn(tsx, ['server/src/main.ts'], {
    cwd: repoRoot,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1' }),
  });
  portalExit = new Promise((resolve) => portal.on('exit', resolve));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !existsSync(join(dataDir, 'operator.json'))) {
    await new Promise((r) => setTimeout(r, 200));
  }
  const res = await get('/readyz');
  expect(res.status).toBe(200);
}, 120_000);

afterAll(async () => {
  if (portal.exitCode === null) portal.kill('SIGTERM');
  await portalExit;
  rmSync(work, { recursive: true, force: true });
});

const ROLL_HEADER =
  'owner_id,owner_name,pin,new_pin,arp_no,barangay,survey_no,kind,classification,assessed_value,paid_through';
const rollRow = (i: number) =>
  `LIV${String(i).padStart(6, '0')},Owner ${i},130-01-${String(Math.floor(i / 1000)).padStart(3, '0')}-001-${String(i % 1000).padStart(3, '0')},,AR-${i},San Isidro,PSD-${i},land,residential,100000.00,2025-4`;

describe('the command line while the portal runs on the embedded database', () => {
  it('imports a roll and sets content through the portal, which keeps answering meanwhile', async () => {
    writeFileSync(
      join(work, 'roll.csv'),
      [ROLL_HEADER, ...Array.from({ length: 20_000 }, (_, i) => rollRow(i))].join('\n'),
    );
    // Requests to the portal all through the import: each must be answered, and none with an error.
    let importing = true;
    const answers: number[] = [];
    const polling = (async () => {
      while (importing) {
        const [modules, ready] = await Promise.all([get('/api/v1/taxpayers/module_systems'), get('/readyz')]);
        answers.push(modules.status, ready.status);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    // A relative file name is read from the operator's folder, not the portal's.
    const imported = await cli(['import', 'rpt', 'roll.csv']);
    importing = false;
    await polling;
    expect(imported.err).not.toContain('in use');
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toMatch(/^imported 20000 properties \(20000 new, 0 updated\) in \d+\.\d s\n$/);
    expect(answers.length).toBeGreaterThan(4);
    expect(answers.filter((s) => s !== 200)).toEqual([]);

    const set = await cli(['content', 'set', 'COMPONENTS', 'EMAIL_LOGIN', 'true']);
    expect(set.code, set.err).toBe(0);
    expect(set.out).toContain('COMPONENTS.EMAIL_LOGIN = true');
    // The portal shows it at once, its content cache (60 s here) dropped after the command.
    const cms = (await (await get('/api/v1/taxpayers/cms')).json()) as {
      data: { attributes: { type: string; body: string } }[];
    };
    const components = cms.data.find((e) => e.attributes.type === 'COMPONENTS')?.attributes.body ?? '{}';
    expect(JSON.parse(components)).toMatchObject({ EMAIL_LOGIN: true });
    expect(portal.exitCode).toBeNull();
  }, 120_000);

  it('passes standard input on for --password-stdin, ends a disabled member’s session at once, keeps exit codes', async () => {
    const created = await cli(
      [
        'staff',
        'create',
        'live.clerk',
        '--name',
        'Live Clerk',
        '--email',
        'live@lgu.example',
        '--roles',
        'licensing',
        '--password-stdin',
      ],
      { stdin: 'Chosen pass phrase 2026' },
    );
    expect(created.code, created.err).toBe(0);
    expect(created.out).toContain('staff member live.clerk created');
    expect(created.out).not.toContain('initial password');
    const signIn = await fetch(`http://127.0.0.1:${port}/api/v1/staff/auth/sign_in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'live.clerk', password: 'Chosen pass phrase 2026' }),
    });
    expect(signIn.status).toBe(200);
    // Signed in (enrolling the authenticator), then disabled from the command line: the portal
    // that ran the command stops trusting the session at once.
    const { data } = (await signIn.json()) as { data: { token: string; enrolment: { secret: string } } };
    const code = await fetch(`http://127.0.0.1:${port}/api/v1/staff/auth/code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ code: await generate({ secret: data.enrolment.secret }) }),
    });
    expect(code.status).toBe(200);
    const me = () =>
      fetch(`http://127.0.0.1:${port}/api/v1/staff/auth/me`, {
        headers: { Authorization: `Bearer ${data.token}` },
      });
    expect((await me()).status).toBe(200);
    const disabled = await cli(['staff', 'disable', 'live.clerk']);
    expect(disabled.code, disabled.err).toBe(0);
    expect((await me()).status).toBe(401);
    const usage = await cli(['news', 'frobnicate']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('usage: news add');
    const unknown = await cli(['content', 'get', 'NOPE']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('bayan: no content entry NOPE');
  }, 60_000);

  it('opens the database itself once the portal has stopped', async () => {
    portal.kill('SIGTERM');
    expect(await portalExit).toBe(0);
    expect(existsSync(join(dataDir, 'operator.json'))).toBe(false);
    const listed = await cli(['content', 'get', 'COMPONENTS']);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(/"EMAIL_LOGIN": true/);
  }, 60_000);
});

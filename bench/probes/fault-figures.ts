import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DB_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS } from '../../tests/faults/portal-process';
import type { Probe, Row } from '../lib/types';

/** The allowances around the fault suite's database deadline. */
const SLACK_MS = 100;
const RECOVERY_MS = 2_000;
/** Fuzz cases per API operation here (CI runs 200; `npm run fuzz` 10,000). */
const FUZZ_RUNS = 100;

/** Runs vitest with extra environment; resolves with its exit code (output goes to the log file). */
function vitest(args: string[], env: Record<string, string>, track: (pid: number | undefined) => void) {
  const child = spawn(join('node_modules', '.bin', 'vitest'), ['run', ...args], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  track(child.pid);
  return new Promise<number | null>((resolve) => child.once('exit', resolve));
}

const jsonLines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];

/**
 * Issue 10's reliability figures from the project's own suites, run against their own servers:
 * 5xx under the API fuzz, and, from `npm run test:faults`, the slowest 503 and the recovery time
 * of a PostgreSQL outage, the restart after a SIGKILL, the exit after a SIGTERM (with PostgreSQL
 * frozen, and draining under load), and acknowledged writes lost.
 */
export const faultFiguresProbe: Probe = {
  name: 'reliability_faults',
  async run({ workDir, log, track }) {
    const fuzzFile = join(workDir, 'fuzz.jsonl');
    log(`API fuzz: ${FUZZ_RUNS} cases per operation`);
    await vitest(
      ['--project', 'server', 'server/src/app-fuzz.test.ts'],
      { FUZZ_RUNS: String(FUZZ_RUNS), FUZZ_REPORT: fuzzFile },
      track,
    );
    const ops = jsonLines(fuzzFile) as { statuses: Record<string, number> }[];
    const count = (pick: (status: number) => boolean) =>
      ops.reduce(
        (sum, op) =>
          sum + Object.entries(op.statuses).reduce((n, [s, c]) => n + (pick(Number(s)) ? c : 0), 0),
        0,
      );

    const faultsFile = join(workDir, 'faults.jsonl');
    log('fault suite: PostgreSQL stopped and frozen under load, the embedded portal killed');
    await vitest(['--config', 'vitest.faults.config.ts'], { FAULTS_REPORT: faultsFile }, track);
    const faults = new Map(jsonLines(faultsFile).map((f) => [f.scenario, f as Record<string, number>]));
    const figure = (scenario: string, key: string) => faults.get(scenario)?.[key] ?? null;
    const lost = ['postgres_stopped', 'postgres_frozen', 'embedded_killed'].map((s) => figure(s, 'lost'));

    const rows: Row[] = [
      {
        metric: `5xx under fuzz (${count(() => true)} requests, ${ops.length} operations)`,
        value: ops.length === 0 ? null : count((s) => s >= 500),
        unit: '',
        budget: { op: '<=', limit: 0 },
      },
      ...(['postgres_stopped', 'postgres_frozen'] as const).flatMap((s): Row[] => [
        {
          metric: `${s}: slowest 503`,
          value: figure(s, 'slowest503Ms'),
          unit: 'ms',
          budget: { op: '<=', limit: DB_TIMEOUT_MS + SLACK_MS },
        },
        {
          metric: `${s}: serving again after the database returned`,
          value: figure(s, 'recoveredMs'),
          unit: 'ms',
          budget: { op: '<=', limit: RECOVERY_MS },
        },
      ]),
      {
        metric: 'embedded portal: serving again after SIGKILL',
        value: figure('embedded_killed', 'restartMs'),
        unit: 'ms',
      },
      {
        metric: 'SIGTERM with PostgreSQL frozen and a webhook in flight: exited after',
        value: figure('sigterm_frozen', 'exitMs'),
        unit: 'ms',
        budget: { op: '<=', limit: SHUTDOWN_TIMEOUT_MS + SLACK_MS },
      },
      {
        metric: 'SIGTERM under load: requests failed before the listener closed',
        value: figure('sigterm_draining', 'failed'),
        unit: '',
        budget: { op: '<=', limit: 0 },
      },
      {
        metric: 'acknowledged writes lost (all fault scenarios)',
        value: lost.includes(null) ? null : lost.reduce((a, b) => (a ?? 0) + (b ?? 0), 0),
        unit: '',
        budget: { op: '<=', limit: 0 },
      },
    ];
    return { rows, details: { fuzz: ops, faults: Object.fromEntries(faults) } };
  },
};

import { mkdtempSync, rmSync, statSync, writeFileSync, existsSync, chmodSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInPortal } from '../cli/portal-client';
import { startOperatorChannel } from './operator-channel';
import { OPERATOR_FILE, readOperatorFile } from './operator-file';
import type { OperatorRequest } from './operator-request';

let dir: string;
let channel: Awaited<ReturnType<typeof startOperatorChannel>>;
const seen: OperatorRequest[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bayan-operator-'));
  channel = await startOperatorChannel({
    dataDir: dir,
    logger: pino({ level: 'silent' }),
    run: async (req, io) => {
      seen.push(req);
      if (req.args[0] === 'boom') throw new Error('no content entry NOPE');
      io.out(`ran ${req.args.join(' ')}`);
      io.err('progress…');
      io.out(`stdin ${req.stdin ?? '(none)'}`);
      return req.args[0] === 'fail' ? 2 : 0;
    },
  });
});
afterAll(async () => {
  await channel.close();
  rmSync(dir, { recursive: true, force: true });
});

const command = (args: string[], stdin: string | null = null): OperatorRequest => ({
  args,
  cwd: '/srv/bayan',
  user: 'juan',
  stdin,
});

/** A raw request to the channel, for what the command line never sends. */
function raw(headers: Record<string, string>, body: string, path = '/v1/commands') {
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: channel.port, method: 'POST', path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the operator channel', () => {
  it('writes its endpoint to operator.json, readable by its own user only', () => {
    const mode = statSync(join(dir, OPERATOR_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(readOperatorFile(dir)).toMatchObject({ pid: process.pid, port: channel.port });
  });

  it('runs a command with the token and streams its output and exit code', async () => {
    const endpoint = readOperatorFile(dir);
    if (!endpoint) throw new Error('no endpoint');
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    expect(await runInPortal(endpoint, command(['content', 'list'], 'secret pass'), io)).toBe(0);
    expect(out).toEqual(['ran content list', 'stdin secret pass']);
    expect(err).toEqual(['progress…']);
    expect(seen.at(-1)).toEqual(command(['content', 'list'], 'secret pass'));
    expect(await runInPortal(endpoint, command(['fail']), io)).toBe(2);
  });

  it('answers a command that throws as the command line does: its message and exit code 1', async () => {
    const endpoint = readOperatorFile(dir);
    if (!endpoint) throw new Error('no endpoint');
    const err: string[] = [];
    const code = await runInPortal(endpoint, command(['boom']), { out: () => {}, err: (l) => err.push(l) });
    expect(code).toBe(1);
    expect(err).toEqual(['bayan: no content entry NOPE']);
  });

  it('refuses a wrong or missing token, another Host, another path and a malformed body, running nothing', async () => {
    const endpoint = readOperatorFile(dir);
    if (!endpoint) throw new Error('no endpoint');
    const before = seen.length;
    const host = `127.0.0.1:${channel.port}`;
    const body = JSON.stringify(command(['content', 'list']));
    const json = { 'Content-Type': 'application/json', Host: host };
    expect(await raw(json, body)).toBe(401);
    expect(await raw({ ...json, Authorization: `Bearer ${'x'.repeat(43)}` }, body)).toBe(401);
    const auth = { ...json, Authorization: `Bearer ${endpoint.token}` };
    expect(await raw({ ...auth, Host: `localhost:${channel.port}` }, body)).toBe(421);
    expect(await raw({ ...auth, Host: 'attacker.example' }, body)).toBe(421);
    expect(await raw(auth, body, '/v1/other')).toBe(404);
    expect(await raw(auth, '{"args":"content list"}')).toBe(400);
    expect(await raw(auth, JSON.stringify({ ...command(['x']), cwd: 'relative/path' }))).toBe(400);
    expect(await raw(auth, JSON.stringify({ ...command(['x']), extra: true }))).toBe(400);
    expect(seen.length).toBe(before);
  });

  it('listens on the loopback address only', () => {
    expect(channel.port).toBeGreaterThan(0);
    // The token file names no host: the command line always calls 127.0.0.1.
    expect(Object.keys(readOperatorFile(dir) ?? {}).sort()).toEqual(['pid', 'port', 'token']);
  });
});

describe('operator.json', () => {
  it('is not trusted when others could read it', () => {
    const other = mkdtempSync(join(tmpdir(), 'bayan-operator-'));
    try {
      const file = join(other, OPERATOR_FILE);
      writeFileSync(file, JSON.stringify({ pid: 1, port: 2, token: 'x'.repeat(43) }));
      chmodSync(file, 0o644);
      expect(() => readOperatorFile(other)).toThrow(/not trusted/);
      chmodSync(file, 0o600);
      expect(readOperatorFile(other)).toEqual({ pid: 1, port: 2, token: 'x'.repeat(43) });
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('is removed when the channel closes, and only then', async () => {
    const other = mkdtempSync(join(tmpdir(), 'bayan-operator-'));
    const second = await startOperatorChannel({
      dataDir: other,
      logger: pino({ level: 'silent' }),
      run: () => Promise.resolve(0),
    });
    expect(existsSync(join(other, OPERATOR_FILE))).toBe(true);
    await second.close();
    expect(existsSync(join(other, OPERATOR_FILE))).toBe(false);
    rmSync(other, { recursive: true, force: true });
  });
});

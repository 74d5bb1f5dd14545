import { SANDBOX_API_PREFIX } from '../../adapters/wallet/gcash-sandbox.routes';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import pino from 'pino';
import { readEnv } from '../../env';
import { createAccountsTestApp } from '../../testing/accounts-test-app';
import { freePort } from '../../../../scripts/free-port.mjs';

/** What the wallet paths answer, loosely: a session, a link request or an error. */
export interface WalletAnswer {
  message?: string;
  data: {
    type: string;
    attributes: Record<string, unknown>;
    relationships: { taxpayer: { data: { id: string } } };
  };
  included: { attributes: Record<string, unknown> }[];
}

/**
 * The whole app listening on a loopback port, GCASH_API=sandbox, its keys in a throwaway data
 * folder: the GCash adapter reaches the sandbox over HTTP as it would reach GCash. Every log
 * line is kept in `logs`, so a test can look for what must never be logged. `env`: more settings
 * (TRUST_PROXY for callers from several addresses).
 */
export async function createWalletTestApp(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bayan-wallet-'));
  const publicUrl = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logs.push(line) });
  const t = await createAccountsTestApp({
    // GCASH_API_URL named: the adapter goes over HTTP to the sandbox, as to GCash (without it, a
    // portal asks its own sandbox in-process).
    config: readEnv({
      ...env,
      PUBLIC_URL: publicUrl,
      BAYAN_DATA_DIR: dataDir,
      GCASH_API: 'sandbox',
      GCASH_API_URL: `${publicUrl}${SANDBOX_API_PREFIX}`,
    }),
    logger,
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });

  /** What GCash's my.getAuthCode gives the mini-program for this person (the sandbox's). */
  async function authCode(mobile: string, fullName = 'Juan Dela Cruz'): Promise<string> {
    const res = await fetch(`${publicUrl}/sandbox/gcash/auth_codes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile_number: mobile, full_name: fullName }),
    });
    if (res.status !== 200) throw new Error(`auth_codes answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { authCode: string }).authCode;
  }

  /** A call over HTTP, as the web app makes it; answers the status and the raw body. */
  async function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const res = await fetch(`${publicUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, json: JSON.parse(text) as WalletAnswer };
  }

  return {
    ...t,
    publicUrl,
    dataDir,
    logs,
    authCode,
    post,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

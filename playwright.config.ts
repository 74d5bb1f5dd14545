import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';
import { freePort } from './scripts/free-port.mjs';
import { RELEASE_OFFICER_PASSWORD, RELEASE_OFFICER_USERNAME } from './tests/e2e/release-officer';
import { E2E_STAFF_PASSWORD, E2E_STAFF_USERNAME } from './tests/e2e/console-officer';
import { E2E_SANDBOX_WEBHOOK_SECRET } from './tests/e2e/gateway-notice';
import { RENEW_OFFICER_PASSWORD, RENEW_OFFICER_USERNAME } from './tests/e2e/renew-officer';

// Journeys run against the built server on a free port with a throwaway data folder, in
// Debian's Chromium (never a downloaded browser: this machine cannot download one).
// The config is loaded again in each worker: the first load picks the port and data folder and
// passes them on through the environment, which workers inherit.
process.env.BAYAN_E2E_PORT ??= String(await freePort());
process.env.BAYAN_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'bayan-e2e-'));
const port = Number(process.env.BAYAN_E2E_PORT);
const dataDir = process.env.BAYAN_E2E_DATA;
const cache = resolve('.cache');
process.env.XDG_CONFIG_HOME ??= join(cache, 'xdg-config');
process.env.XDG_CACHE_HOME ??= join(cache, 'xdg-cache');
process.env.PLAYWRIGHT_BROWSERS_PATH ??= join(cache, 'ms-playwright');

// Journeys that change what every other journey reads — the catalogue and fees, the day's
// collections, staff and roles, imports and the news — one at a time, after the rest. The
// journeys that only read it (the sweeps of every page, Select Transaction, the news) run with
// the rest, before anything here changes it.
const SHARED_STATE = [
  'console-operator',
  'console-staff-admin',
  'console-treasury',
  'treasury-day',
  'fee-schedule',
  'four-eyes-adjustment',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  // The other journeys, each as its own new resident, run two at a time (CI under 30 minutes);
  // E2E_WORKERS=1 runs everything one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'journeys', testIgnore: SHARED_STATE },
    { name: 'shared-state', testMatch: SHARED_STATE, dependencies: ['journeys'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: {
    // The journeys sign in by e-mail too, so the demo's EMAIL_LOGIN flag is turned on first,
    // with the operator CLI, exactly as an LGU would.
    command: [
      'node_modules/.bin/tsx server/src/cli/main.ts seed',
      'node_modules/.bin/tsx server/src/cli/main.ts content set COMPONENTS EMAIL_LOGIN true',
      // The console journey's officer, made by the operator command before the portal starts (the
      // console journeys of issue 28 make theirs while it runs); the password through standard input.
      `printf '%s' '${E2E_STAFF_PASSWORD}' | node_modules/.bin/tsx server/src/cli/main.ts staff create ${E2E_STAFF_USERNAME} --name 'Ana Reyes' --email ana.reyes@lgu.example --roles licensing,treasury --password-stdin`,
      // The permit release journey's officer (treasury and licensing), made the same way.
      `printf '%s' '${RELEASE_OFFICER_PASSWORD}' | node_modules/.bin/tsx server/src/cli/main.ts staff create ${RELEASE_OFFICER_USERNAME} --name 'Jose Santos' --email jose.santos@lgu.example --roles licensing,treasury --password-stdin`,
      // The renewal journey's officer: a renewal renews a permit the office released.
      `printf '%s' '${RENEW_OFFICER_PASSWORD}' | node_modules/.bin/tsx server/src/cli/main.ts staff create ${RENEW_OFFICER_USERNAME} --name 'Rosa Lim' --email rosa.lim@lgu.example --roles licensing,treasury --password-stdin`,
      'exec node_modules/.bin/tsx server/src/main.ts',
    ].join(' && '),
    url: `http://127.0.0.1:${port}/readyz`,
    // The seed and three operator commands before the portal starts, each a fresh tsx process:
    // on a busy 2-core machine that alone has taken over two minutes.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      BAYAN_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CONTENT_CACHE_SECONDS: '0',
      // A journey that asks for a second code within the cooldown waits it out as a person would:
      // 10 seconds here instead of a minute, so the journeys keep CI under 30 minutes.
      OTP_COOLDOWN_SECONDS: '10',
      NODE_ENV: 'test',
      // E-mailed links (activation, password reset) must point at this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The wallet's fee differs from the browser's, so the GCash journey proves the wallet's own
      // quote is the one shown and charged (issue 25).
      WALLET_CONVENIENCE_FEE: '15.00',
      // The treasury journey plays a gateway whose notification reports a wrong amount (issue 28):
      // it signs that notification as the sandbox would, so it knows the sandbox's secret.
      SANDBOX_WEBHOOK_SECRET: E2E_SANDBOX_WEBHOOK_SECRET,
    },
  },
});

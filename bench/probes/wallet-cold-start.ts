import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from '../lib/chrome';
import { LIGHTHOUSE_RUNS } from '../lib/lighthouse-audit';
import { median, type Probe, type ProbeContext, type Row } from '../lib/types';

/** Issue 15's budget: signed in and the wallet home interactive, cold, on slow 4G. */
export const WALLET_COLD_START_BUDGET_MS = 2_500;

// Lighthouse's mobile slow-4G settings: 150 ms round trips and 1.6 Mbps (what its default, simulated
// throttling models) with a 4× slower CPU; and, reported beside it without a budget, the same
// settings as Lighthouse applies them with throttlingMethod devtools (562.5 ms per request,
// 1.47 Mbps down, 675 Kbps up), which also charges each request its connection set-up.
const kbps = (k: number) => (k * 1024) / 8;
const SLOW_4G = { latency: 150, downloadThroughput: kbps(1638.4), uploadThroughput: kbps(1638.4) };
const SLOW_4G_APPLIED = { latency: 562.5, downloadThroughput: kbps(1474.56), uploadThroughput: kbps(675) };
type Network = typeof SLOW_4G;
const CPU_SLOWDOWN = 4;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

interface Run {
  signedInMs: number;
  interactiveMs: number;
}

/**
 * One cold start inside the simulated GCash web-view (tests/host-simulator): a fresh Chromium
 * profile opens the host, whose web-view loads /auth?gmp_sso=1, asks the shell for an auth code,
 * signs in and reloads at the wallet home. Timed from the host's navigation to the session being
 * stored, and to the home's greeting showing with its E-Government card able to take a tap.
 */
async function coldStart(ctx: ProbeContext, run: number, network: Network): Promise<Run> {
  const browser = await launchChromium(ctx.workDir, `wallet-cold-start-${run}`, ctx.track);
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const context = cdp.contexts()[0] ?? (await cdp.newContext());
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    await page.route('**/host-simulator/**', async (route) => {
      const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      const body = await readFile(resolve('tests/host-simulator', file));
      await route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    });
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const frame = page.frameLocator('#web-view');
    const mobile = `6391700880${String(run).padStart(2, '0')}`;
    const started = Date.now();
    await page.goto(`${ctx.baseUrl}/host-simulator/index.html?mobile=${mobile}&name=Bench%20Wallet%20User`);
    let signedInMs = Number.NaN;
    const signedIn = (async () => {
      for (;;) {
        const token = await page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.evaluate(() =>
            // Runs in the page; the bench compiles without the DOM library.
            (
              globalThis as unknown as { localStorage: { getItem: (k: string) => string | null } }
            ).localStorage.getItem('token'),
          )
          .catch(() => null);
        if (token) return (signedInMs = Date.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const card = frame.locator('.wallet-home').getByRole('button', { name: 'E-Government' });
    await card.waitFor({ state: 'visible', timeout: 60_000 });
    // Interactive: the card takes a tap now (trial: hit-tested and enabled, nothing dispatched).
    await card.click({ trial: true, timeout: 60_000 });
    const interactiveMs = Date.now() - started;
    await Promise.race([signedIn, new Promise((r) => setTimeout(r, 1_000))]);
    return { signedInMs, interactiveMs };
  } finally {
    await cdp.close();
    await browser.close();
  }
}

/** `wallet_cold_start` (issue 15): the GCash mini-program's first screen, cold, on slow 4G. */
export const walletColdStartProbe: Probe = {
  name: 'wallet_cold_start',
  async run(ctx) {
    const measure = async (network: Network, offset: number) => {
      const runs: Run[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        ctx.log(`wallet cold start ${i + 1}/${LIGHTHOUSE_RUNS} at ${network.latency} ms latency`);
        runs.push(await coldStart(ctx, offset + i, network));
      }
      return runs;
    };
    const runs = await measure(SLOW_4G, 0);
    const applied = await measure(SLOW_4G_APPLIED, LIGHTHOUSE_RUNS);
    const at = (list: Run[], key: keyof Run) => median(list.map((r) => r[key]));
    const rows: Row[] = [
      { metric: 'signed in (session stored)', value: at(runs, 'signedInMs'), unit: 'ms' },
      {
        metric: 'wallet home interactive',
        value: at(runs, 'interactiveMs'),
        unit: 'ms',
        budget: { op: '<=', limit: WALLET_COLD_START_BUDGET_MS },
      },
      { metric: 'signed in, 562.5 ms applied latency', value: at(applied, 'signedInMs'), unit: 'ms' },
      { metric: 'interactive, 562.5 ms applied latency', value: at(applied, 'interactiveMs'), unit: 'ms' },
    ];
    return {
      rows,
      details: { runs, applied, throttling: { SLOW_4G, SLOW_4G_APPLIED, cpuSlowdown: CPU_SLOWDOWN } },
      notes: [
        `wallet cold start runs (interactive ms): ${runs.map((r) => r.interactiveMs).join(', ')}; ` +
          `at 562.5 ms applied latency: ${applied.map((r) => r.interactiveMs).join(', ')}`,
      ],
    };
  },
};

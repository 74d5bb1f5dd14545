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

interface Marks {
  signedIn?: number;
  interactive: number;
}

/** One cold start, in ms from the web-view's navigation (the shell opening the portal). */
interface Run {
  signedInMs: number;
  interactiveMs: number;
  /** The same moment from the host page's own navigation (the simulated shell loading first). */
  fromHostMs: number;
}

const DONE = '__walletColdStartDone';

// Runs in the web-view's every document, before its scripts: notes when the session is stored,
// and, after each change to the page, on the next frame, whether the wallet home's E-Government
// card takes a tap (laid out, enabled, and the topmost element at its centre); then tells the
// probe. Timed in the page itself, and nothing polls it from outside meanwhile: Playwright's own
// polling runs its scripts in the same 4x-slowed page and saw the card ~1-2.5 s after it was there.
const WATCH_WEB_VIEW = `(() => {
  if (window === window.top) return;
  const marks = {};
  const now = () => performance.timeOrigin + performance.now();
  const store = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === 'token' && marks.signedIn === undefined) marks.signedIn = now();
    return store.call(this, key, value);
  };
  let pending = false;
  const check = () => {
    pending = false;
    const card = [...document.querySelectorAll('.wallet-home button')].find((b) => b.textContent === 'E-Government');
    if (!card || card.disabled) return;
    const box = card.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (box.width > 0 && box.height > 0 && top && card.contains(top)) {
      marks.interactive = now();
      watcher.disconnect();
      window.${DONE}(marks);
    } else schedule();
  };
  const schedule = () => {
    if (!pending) (pending = true), requestAnimationFrame(check);
  };
  const watcher = new MutationObserver(schedule);
  watcher.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})();`;

/**
 * One cold start inside the simulated GCash web-view (served by the portal's wallet sandbox): a fresh Chromium
 * profile opens the host, whose web-view loads /auth?gmp_sso=1, asks the shell for an auth code,
 * signs in and goes on to the wallet home. Timed, as Lighthouse times a page, from the navigation
 * of the page under test (the web-view's, when the shell opens the portal; the real shell is
 * native and does not first download itself over 4G as the simulated one does) to the session
 * being stored, and to the home's E-Government card taking a tap (then checked with a trial
 * click); also reported from the host page's navigation.
 */
async function coldStart(ctx: ProbeContext, run: number, network: Network): Promise<Run> {
  const browser = await launchChromium(ctx.workDir, `wallet-cold-start-${run}`, ctx.track);
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const context = cdp.contexts()[0] ?? (await cdp.newContext());
    let done: (marks: Marks) => void = () => undefined;
    const noted = new Promise<Marks>((resolve) => (done = resolve));
    await context.exposeBinding(DONE, (_source, marks: Marks) => done(marks));
    await context.addInitScript({ content: WATCH_WEB_VIEW });
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const mobile = `6391700880${String(run).padStart(2, '0')}`;
    const webViewNavigation = page.waitForRequest(
      (r) => r.isNavigationRequest() && r.frame() !== page.mainFrame(),
    );
    await page.goto(
      `${ctx.baseUrl}/sandbox/gcash/host-simulator/index.html?mobile=${mobile}&name=Bench%20Wallet%20User`,
    );
    const started = await page.evaluate(() => performance.timeOrigin);
    let timer: NodeJS.Timeout | undefined;
    const marks = await Promise.race([
      noted,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the wallet home never took a tap')), 60_000);
      }),
    ]).finally(() => clearTimeout(timer));
    const card = page
      .frameLocator('#web-view')
      .locator('.wallet-home')
      .getByRole('button', { name: 'E-Government' });
    await card.waitFor({ state: 'visible', timeout: 60_000 });
    // Checked from outside after the timing: the card takes a tap for Playwright too (a trial:
    // hit-tested and enabled, nothing dispatched).
    await card.click({ trial: true, timeout: 60_000 });
    const opened = (await webViewNavigation).timing().startTime;
    return {
      signedInMs: Math.round((marks.signedIn ?? Number.NaN) - opened),
      interactiveMs: Math.round(marks.interactive - opened),
      fromHostMs: Math.round(marks.interactive - started),
    };
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
      { metric: 'interactive, from the host page’s navigation', value: at(runs, 'fromHostMs'), unit: 'ms' },
    ];
    return {
      rows,
      details: { runs, applied, throttling: { SLOW_4G, SLOW_4G_APPLIED, cpuSlowdown: CPU_SLOWDOWN } },
      notes: [
        `wallet cold start runs (interactive ms): ${runs.map((r) => r.interactiveMs).join(', ')}; ` +
          `at 562.5 ms applied latency: ${applied.map((r) => r.interactiveMs).join(', ')}; ` +
          `from the host page's navigation: ${runs.map((r) => r.fromHostMs).join(', ')}`,
      ],
    };
  },
};

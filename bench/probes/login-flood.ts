import { loginBody, signUp } from '../lib/bench-account';
import { httpClient, pacedRun, type PacedResult } from '../lib/paced';
import { latencyRows } from '../lib/latency-rows';
import type { Probe, Row } from '../lib/types';

/**
 * Issue 4's budget: ≥ 80 logins/s at p99 ≤ 300 ms, and while the login flood runs `GET /healthz`
 * keeps p99 ≤ 50 ms (argon2id runs on the thread pool, not the event loop).
 */
export const LOGIN_FLOOD = {
  accounts: 50,
  /** Sign-ups in parallel while creating the accounts. */
  signupConcurrency: 5,
  /** Offered logins per second, a little above the budget so the achieved rate can meet it. */
  rate: 85,
  durationSeconds: 10,
  warmupSeconds: 2,
  healthzRate: 20,
  healthzMaxInFlight: 50,
  /** `GET /healthz` alone, before the flood, for comparison (no budget). */
  healthzIdleSeconds: 3,
  /** Outstanding logins beyond this are not sent and count as errors (the server is far behind). */
  maxInFlight: 64,
  timeoutMs: 5_000,
  loginsBudgetPerSecond: 80,
  loginP99BudgetMs: 300,
  healthzP99BudgetMs: 50,
};

// 12 digits starting 639: 6391700 and a five-digit index (a fresh database on every run).
const mobile = (i: number) => `6391700${String(i).padStart(5, '0')}`;

const summary = ({ p99BySecond, ...rest }: PacedResult) => ({ ...rest, p99BySecondMs: p99BySecond });

/**
 * Creates accounts through sign-up, then sends logins spread round-robin over them at a fixed,
 * evenly spaced rate (after an unmeasured warm-up) while `GET /healthz` is timed alongside on its
 * own connections. Round-robin over 50 accounts keeps each one far from the per-account limit of
 * parallel attempts (successful logins clear it).
 */
export const loginFloodProbe: Probe = {
  name: 'login_flood',
  async run({ baseUrl, log }) {
    const t = LOGIN_FLOOD;
    const setup = httpClient(baseUrl, { maxSockets: t.signupConcurrency, timeoutMs: 30_000 });
    const logins = httpClient(baseUrl, { maxSockets: t.maxInFlight, timeoutMs: t.timeoutMs });
    // As many sockets as checks may be outstanding, so a slow answer never queues the next check
    // in the client (its wait would be counted as server latency).
    const healthz = httpClient(baseUrl, { maxSockets: t.healthzMaxInFlight, timeoutMs: t.timeoutMs });
    try {
      log(`creating ${t.accounts} accounts (sign-up, OTP from the outbox, verify)`);
      const setupStart = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: t.signupConcurrency }, async () => {
          while (next < t.accounts) await signUp(setup, mobile(next++));
        }),
      );
      const setupSeconds = (performance.now() - setupStart) / 1000;

      const first = await logins.send('POST', '/api/v1/taxpayer/authenticate', loginBody(mobile(0)));
      if (first.status !== 200 || !first.body.includes('"token"'))
        throw new Error(`login: HTTP ${first.status} ${first.body.slice(0, 300)}`);

      const getHealthz = async () => (await healthz.send('GET', '/healthz')).status;
      const healthzRun = (durationSeconds: number) =>
        pacedRun({
          rate: t.healthzRate,
          durationSeconds,
          maxInFlight: t.healthzMaxInFlight,
          send: getHealthz,
          failureLatencyMs: t.timeoutMs,
        });
      const loginRun = (durationSeconds: number) =>
        pacedRun({
          rate: t.rate,
          durationSeconds,
          maxInFlight: t.maxInFlight,
          send: async (i) =>
            (await logins.send('POST', '/api/v1/taxpayer/authenticate', loginBody(mobile(i % t.accounts))))
              .status,
        });

      log(`GET /healthz alone for ${t.healthzIdleSeconds} s at ${t.healthzRate} req/s`);
      const idle = await healthzRun(t.healthzIdleSeconds);
      log(`login warm-up ${t.warmupSeconds} s at ${t.rate}/s`);
      await loginRun(t.warmupSeconds);
      log(`login flood ${t.durationSeconds} s at ${t.rate}/s, GET /healthz at ${t.healthzRate} req/s`);
      const [flood, during] = await Promise.all([loginRun(t.durationSeconds), healthzRun(t.durationSeconds)]);

      const rows: Row[] = [
        {
          metric: 'logins achieved',
          value: flood.achievedPerSecond,
          unit: 'logins/s',
          decimals: 1,
          budget: { op: '>=', limit: t.loginsBudgetPerSecond },
        },
        ...latencyRows({ latency: 'login latency', subject: 'login' }, flood, t.loginP99BudgetMs),
        { metric: 'healthz p99 idle', value: idle.latency.p99, unit: 'ms', decimals: 1 },
        {
          metric: 'healthz p99 during the flood',
          // A check that failed or got no answer within the timeout counts as that timeout.
          value: during.latency.p99,
          unit: 'ms',
          decimals: 1,
          budget: { op: '<=', limit: t.healthzP99BudgetMs },
        },
      ];
      const notes: string[] = [];
      if (flood.errors + flood.non2xx > 0)
        notes.push(
          `login_flood: statuses ${JSON.stringify(flood.statusCodes)}, ${flood.skipped} not sent (over ${t.maxInFlight} in flight), ${flood.errors - flood.skipped} failed${flood.firstErrors.length ? ` (${flood.firstErrors.join('; ')})` : ''}`,
        );
      if (during.errors + during.non2xx > 0)
        notes.push(
          `login_flood: healthz statuses ${JSON.stringify(during.statusCodes)}, ${during.errors} failed (counted as ${t.timeoutMs} ms)${during.firstErrors.length ? ` (${during.firstErrors.join('; ')})` : ''}`,
        );
      return {
        rows,
        notes,
        details: {
          settings: t,
          setupSeconds,
          login: summary(flood),
          healthzIdle: summary(idle),
          healthzDuringFlood: summary(during),
        },
      };
    } finally {
      setup.close();
      logins.close();
      healthz.close();
    }
  },
};

import { httpClient, pacedRun, type PacedResult } from '../lib/paced';
import { latencyRows } from '../lib/latency-rows';
import type { Probe, ProbeContext, Row } from '../lib/types';

/** What one load probe fires at: a path, a fixed rate and a latency budget. */
export interface LoadTarget {
  name: string;
  path: string;
  rate: number;
  /** Keep-alive sockets the client may open (concurrency cap, like a load balancer's pool). */
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  p99BudgetMs: number;
  /**
   * Runs once before the load (for example, signs in) and returns the headers every request
   * carries; the probe first checks one answer with `expect` so the load measures a real hit.
   */
  prepare?: (ctx: ProbeContext) => Promise<{
    headers: Record<string, string>;
    expect?: (body: string) => boolean;
    /** The path of the i-th request, when requests spread over many resources (else `path`). */
    pathOf?: (i: number) => string;
    /** The headers of the i-th request, when requests spread over many accounts (else `headers`). */
    headersOf?: (i: number) => Record<string, string>;
  }>;
}

/** The module catalogue read of issue 2: p99 ≤ 50 ms at 1,000 req/s on the embedded database. */
export const MODULE_SYSTEMS: LoadTarget = {
  name: 'module_systems',
  path: '/api/v1/taxpayers/module_systems',
  rate: 1000,
  connections: 50,
  durationSeconds: 10,
  warmupSeconds: 2,
  p99BudgetMs: 50,
};

/** Rows for a paced run against its target; reused by later load probes. */
export function loadRows(target: LoadTarget, result: PacedResult): Row[] {
  return [
    {
      metric: 'achieved rate',
      value: result.achievedPerSecond,
      unit: 'req/s',
      budget: { op: '>=', limit: Math.round(target.rate * 0.95) },
    },
    ...latencyRows({ latency: 'latency', subject: '' }, result, target.p99BudgetMs),
  ];
}

/**
 * Fires `GET target.path` at a fixed rate, evenly spaced and open-loop (bench/lib/paced.ts), after
 * an unmeasured warm-up at the same rate. autocannon was used first, but it paces per connection
 * and per second — every second began with a burst of `connections` simultaneous requests — which
 * measured its own bursts more than the server.
 */
export function loadProbe(target: LoadTarget): Probe {
  return {
    name: target.name,
    async run(ctx) {
      const { baseUrl, log } = ctx;
      const prepared: Awaited<ReturnType<NonNullable<LoadTarget['prepare']>>> = (await target.prepare?.(
        ctx,
      )) ?? {
        headers: {},
      };
      const client = httpClient(baseUrl, { maxSockets: target.connections, timeoutMs: 5_000 });
      const pathOf = prepared.pathOf ?? (() => target.path);
      const headersOf = prepared.headersOf ?? (() => prepared.headers);
      const first = await client.send('GET', pathOf(0), undefined, headersOf(0));
      if (first.status !== 200 || (prepared.expect && !prepared.expect(first.body))) {
        client.close();
        throw new Error(`${pathOf(0)}: HTTP ${first.status} ${first.body.slice(0, 300)}`);
      }
      const send = (i: number) =>
        client.send('GET', pathOf(i), undefined, headersOf(i)).then((r) => r.status);
      const run = (durationSeconds: number) =>
        pacedRun({ rate: target.rate, durationSeconds, maxInFlight: target.connections * 4, send });
      try {
        log(`warm-up ${target.warmupSeconds} s on ${target.path}`);
        await run(target.warmupSeconds);
        log(
          `${target.durationSeconds} s at ${target.rate} req/s, evenly spaced, ≤ ${target.connections} sockets`,
        );
        const result = await run(target.durationSeconds);
        return { rows: loadRows(target, result), details: { target, result } };
      } finally {
        client.close();
      }
    },
  };
}

/** `GET /api/v1/taxpayers/module_systems` at 1,000 req/s. */
export const moduleSystemsProbe = loadProbe(MODULE_SYSTEMS);

import autocannon, { type Result } from 'autocannon';
import type { Probe, Row } from '../lib/types';

/** What one load probe fires at: a path, a fixed rate and a latency budget. */
export interface LoadTarget {
  name: string;
  path: string;
  rate: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  p99BudgetMs: number;
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

/** Rows for an autocannon result against its target; reused by later load probes. */
export function loadRows(target: LoadTarget, result: Result): Row[] {
  const achieved = result.requests.total / result.duration;
  return [
    {
      metric: 'achieved rate',
      value: achieved,
      unit: 'req/s',
      budget: { op: '>=', limit: Math.round(target.rate * 0.95) },
    },
    { metric: 'latency p50', value: result.latency.p50, unit: 'ms', decimals: 1 },
    {
      metric: 'latency p99',
      value: result.latency.p99,
      unit: 'ms',
      decimals: 1,
      budget: { op: '<=', limit: target.p99BudgetMs },
    },
    { metric: 'errors (incl. timeouts)', value: result.errors, unit: '', budget: { op: '<=', limit: 0 } },
    { metric: 'non-2xx responses', value: result.non2xx, unit: '', budget: { op: '<=', limit: 0 } },
  ];
}

/**
 * A probe that fires `GET target.path` at a fixed overall rate with autocannon, after an unmeasured
 * warm-up at the same rate. Latencies are the measured response times: autocannon 9's coordinated-
 * omission correction assumes an interval of `ceil(1 / rate)` = 1 ms (seconds taken as ms) and would
 * add `latency - 1` synthetic samples per response, so it is turned off. Note that autocannon paces
 * per connection and per second: each connection sends its `rate / connections` requests back to
 * back when its one-second timer fires, so the load arrives in bursts of `connections` concurrent
 * requests rather than evenly spread.
 */
export function loadProbe(target: LoadTarget): Probe {
  return {
    name: target.name,
    async run({ baseUrl, log }) {
      const options = {
        url: `${baseUrl}${target.path}`,
        connections: target.connections,
        overallRate: target.rate,
        ignoreCoordinatedOmission: true,
      };
      log(`autocannon warm-up ${target.warmupSeconds} s on ${target.path}`);
      await autocannon({ ...options, duration: target.warmupSeconds });
      log(
        `autocannon ${target.durationSeconds} s at ${target.rate} req/s, ${target.connections} connections`,
      );
      const result = await autocannon({ ...options, duration: target.durationSeconds });
      const details = {
        target,
        durationSeconds: result.duration,
        requests: result.requests,
        latencyMs: result.latency,
        throughputBytesPerSecond: result.throughput,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statusCodes: result.statusCodeStats,
      };
      return { rows: loadRows(target, result), details };
    },
  };
}

/** `GET /api/v1/taxpayers/module_systems` at 1,000 req/s. */
export const moduleSystemsProbe = loadProbe(MODULE_SYSTEMS);

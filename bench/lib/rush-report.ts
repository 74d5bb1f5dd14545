import type { Arrival } from './open-loop';
import { percentile } from './paced';
import type { Row } from './types';

/** The per-operation budget on the mix (p99, ms). */
export const RUSH_P99_MS = 300;
const GETS = new Set(['btax_lookup', 'rpt_lookup', 'history', 'detail']);
const failed = (a: Arrival<string>) => a.status === 0 || a.status >= 500;

/** Per operation: throughput, p50/p99/p99.9 and answers other than 2xx, over the measured window. */
export function operationRows(arrivals: Arrival<string>[], seconds: number): Row[] {
  const ops = [...new Set(arrivals.map((a) => a.op))];
  return ops.flatMap((op): Row[] => {
    const mine = arrivals.filter((a) => a.op === op);
    const answered = mine.filter((a) => a.status !== 0).map((a) => a.ms);
    const ok = mine.filter((a) => a.status >= 200 && a.status < 300).length;
    return [
      { metric: `${op}: throughput (2xx)`, value: ok / seconds, unit: 'req/s', decimals: 1 },
      { metric: `${op}: p50`, value: percentile(answered, 0.5), unit: 'ms', decimals: 1 },
      {
        metric: `${op}: p99`,
        value: percentile(answered, 0.99),
        unit: 'ms',
        decimals: 1,
        budget: { op: '<=', limit: RUSH_P99_MS },
      },
      { metric: `${op}: p99.9`, value: percentile(answered, 0.999), unit: 'ms', decimals: 1 },
      { metric: `${op}: answers other than 2xx`, value: mine.length - ok, unit: '' },
    ];
  });
}

/**
 * The failures the issue allows and those it does not: a request in flight on the instance when
 * it was SIGKILLed may fail (a POST the balancer cannot know was not applied), nothing else; no
 * GET fails at all (the balancer retries it); nothing fails during the rolling restart.
 */
export function failureRows(
  arrivals: Arrival<string>[],
  { killAt, rollFrom, rollTo }: { killAt: number; rollFrom: number; rollTo: number },
): Row[] {
  const inFlightAtKill = (a: Arrival<string>) => a.sentAt <= killAt && a.sentAt + a.ms >= killAt;
  const failures = arrivals.filter(failed);
  return [
    {
      metric: 'failed (5xx or no answer) in flight when an instance was SIGKILLed',
      value: failures.filter(inFlightAtKill).length,
      unit: '',
    },
    {
      metric: 'failed (5xx or no answer) otherwise',
      value: failures.filter((a) => !inFlightAtKill(a)).length,
      unit: '',
      budget: { op: '<=', limit: 0 },
    },
    {
      metric: 'GETs failed',
      value: failures.filter((a) => GETS.has(a.op)).length,
      unit: '',
      budget: { op: '<=', limit: 0 },
    },
    {
      metric: 'failed during the rolling restart',
      value: failures.filter((a) => a.sentAt >= rollFrom && a.sentAt <= rollTo).length,
      unit: '',
      budget: { op: '<=', limit: 0 },
    },
  ];
}

/** CPU seconds per group turned into figures per answered (2xx) request, and the database's share. */
export function cpuRows(cpu: Record<string, number>, requests: number): Row[] {
  const perRequest = (seconds: number) => (requests === 0 ? null : (seconds * 1000) / requests);
  const servers = (cpu.postgres ?? 0) + (cpu.portals ?? 0) + (cpu.haproxy ?? 0);
  return [
    { metric: 'PostgreSQL CPU per request', value: perRequest(cpu.postgres ?? 0), unit: 'ms', decimals: 2 },
    { metric: 'portals CPU per request', value: perRequest(cpu.portals ?? 0), unit: 'ms', decimals: 2 },
    { metric: 'HAProxy CPU per request', value: perRequest(cpu.haproxy ?? 0), unit: 'ms', decimals: 2 },
    {
      metric: "PostgreSQL's share of the servers' CPU",
      value: servers === 0 ? null : ((cpu.postgres ?? 0) / servers) * 100,
      unit: '%',
      decimals: 1,
    },
    {
      metric: 'requests per CPU-second of the servers (portals + PostgreSQL + HAProxy)',
      value: servers === 0 ? null : requests / servers,
      unit: 'req/s',
      decimals: 1,
    },
  ];
}

import type { PacedResult } from './paced';
import type { Row } from './types';

/**
 * The four rows every paced load reports: latency p50, latency p99 against its budget, and no
 * errors or non-2xx answers. `latency` names the latency rows ('login latency'), `subject` the
 * others ('login' → 'login errors (incl. timeouts)'; '' → 'errors (incl. timeouts)').
 */
export function latencyRows(
  names: { latency: string; subject: string },
  result: PacedResult,
  p99BudgetMs: number,
): Row[] {
  const of = (what: string) => (names.subject ? `${names.subject} ${what}` : what);
  return [
    { metric: `${names.latency} p50`, value: result.latency.p50, unit: 'ms', decimals: 1 },
    {
      metric: `${names.latency} p99`,
      value: result.latency.p99,
      unit: 'ms',
      decimals: 1,
      budget: { op: '<=', limit: p99BudgetMs },
    },
    { metric: of('errors (incl. timeouts)'), value: result.errors, unit: '', budget: { op: '<=', limit: 0 } },
    { metric: of('non-2xx responses'), value: result.non2xx, unit: '', budget: { op: '<=', limit: 0 } },
  ];
}

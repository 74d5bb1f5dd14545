import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';
import { DB_TIMEOUT_MS } from './portal-process';
import type { Delivery } from './webhook-load';

/**
 * Timers fire a little late; the README allows this much. On a machine far busier than CI (a load
 * average many times its cores) the portal is sometimes not scheduled for 100-200 ms, which no
 * code of its own can help: FAULTS_SLACK_MS widens the allowance there, and the report says so.
 */
export const SLACK_MS = Number(process.env.FAULTS_SLACK_MS ?? 100);
/** The portal is serving again within this of the database's return. */
export const RECOVERY_MS = 2_000;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every webhook was answered (the process never went away), either acknowledged (200) or refused
 * with 503 and Retry-After, and within the database budget: never a 500, never a hang.
 */
export function expectOnlyAcknowledgedOr503(deliveries: Delivery[]) {
  const wrong = deliveries.filter((d) => !(d.status === 200 || (d.status === 503 && d.retryAfter)));
  expect(wrong, 'answers other than 200, or 503 with Retry-After').toEqual([]);
  const slow = deliveries.filter((d) => d.ms >= DB_TIMEOUT_MS + SLACK_MS);
  expect(slow, `answers slower than DB_TIMEOUT_MS (${DB_TIMEOUT_MS} ms) + ${SLACK_MS} ms`).toEqual([]);
}

/** Once the database is back, webhooks are acknowledged again within RECOVERY_MS, and all of them after. */
export function expectRecovered(deliveries: Delivery[], backAt: number) {
  const after = deliveries.filter((d) => d.sentAt >= backAt).sort((a, b) => a.sentAt - b.sentAt);
  const firstAcknowledged = after.find((d) => d.status === 200);
  expect(firstAcknowledged, 'a webhook acknowledged after the database returned').toBeDefined();
  const recoveredMs = (firstAcknowledged?.sentAt ?? Infinity) + (firstAcknowledged?.ms ?? 0) - backAt;
  expect(recoveredMs).toBeLessThan(RECOVERY_MS);
  const refusedLate = after.filter((d) => d.sentAt >= backAt + RECOVERY_MS && d.status !== 200);
  expect(refusedLate, `refused more than ${RECOVERY_MS} ms after the database returned`).toEqual([]);
  return recoveredMs;
}

/** The figures the README quotes, printed by each scenario. */
export function summary(name: string, deliveries: Delivery[], recoveredMs: number) {
  const refused = deliveries.filter((d) => d.status === 503);
  const slowest = slowest503(deliveries);
  const acknowledged = deliveries.filter((d) => d.status === 200).length;
  return `${name}: ${deliveries.length} webhooks, ${acknowledged} acknowledged (all kept), ${refused.length} answered 503 (slowest ${Math.round(slowest)} ms; allowed DB_TIMEOUT_MS ${DB_TIMEOUT_MS} + ${SLACK_MS} ms), serving again ${Math.round(recoveredMs)} ms after the database returned`;
}

/**
 * With FAULTS_REPORT set (the bench's reliability table), appends one scenario's figures to that
 * file as a JSON line; otherwise does nothing.
 */
export function recordFigures(scenario: string, figures: Record<string, number>) {
  const file = process.env.FAULTS_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ scenario, ...figures })}\n`);
}

/** The slowest 503 of a run, in ms (0 when none). */
export const slowest503 = (deliveries: Delivery[]) =>
  Math.max(0, ...deliveries.filter((d) => d.status === 503).map((d) => d.ms));

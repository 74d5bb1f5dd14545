import { test } from '@playwright/test';

/**
 * A journey's staff username for this attempt. A retry runs against the same database, where the
 * first attempt already created (and enrolled) `base`; each retry takes `base.r1`, `base.r2` …, so
 * it creates a new officer as the first attempt did instead of failing at `staff create`.
 */
export function retryUsername(base: string): string {
  const retry = test.info().retry;
  return retry === 0 ? base : `${base}.r${String(retry)}`;
}

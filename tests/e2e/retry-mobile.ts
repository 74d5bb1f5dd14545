import { test } from '@playwright/test';

/**
 * A journey's mobile number for this attempt. A retry runs against the same database, where the
 * first attempt already registered `mobile`; each retry takes another network prefix (0918 →
 * 0928 → 0938), so it signs up a new person as the first attempt did instead of failing at sign-up.
 */
export function retryMobile(mobile: string): string {
  const retry = test.info().retry;
  if (retry === 0) return mobile;
  return `${mobile.slice(0, 3)}${(Number(mobile[3]) + retry) % 10}${mobile.slice(4)}`;
}

import { test } from '@playwright/test';

/**
 * A journey's reserved demo record for this attempt (README, "Demo data"). A retry runs against
 * the same database, where the first attempt already paid (or cancelled, or claimed) `first`; it
 * takes `twin`, seeded the same for it, so it finds what the first attempt found instead of failing
 * on a bill that is no longer there. CI retries a failed journey once.
 */
export function retryTwin<T>(first: T, twin: T): T {
  return test.info().retry === 0 ? first : twin;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestClock, type TestClock } from '../../testing/test-clock';
import { openTestDatabase } from '../../testing/test-database';
import { createDatabaseRateLimiter } from './database-rate-limiter';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
let keys = 0;
const freshKey = () => `test-key-${++keys}`;

// One suite, both implementations: the embedded database's limiter must refuse exactly where the
// shared one does.
describe.each([
  ['in memory', (clock: TestClock) => createMemoryRateLimiter({ now: clock.now })],
  ['in the database', (clock: TestClock) => createDatabaseRateLimiter({ db: database.db, now: clock.now })],
] as const)('rate limiter %s', (_name, build) => {
  function setup(): { clock: TestClock; limiter: RateLimiter } {
    const clock = createTestClock(new Date('2026-11-22T08:00:00Z'));
    return { clock, limiter: build(clock) };
  }

  it('allows up to the limit within the window, then names the seconds until the oldest leaves', async () => {
    const { clock, limiter } = setup();
    const rule = { key: freshKey(), limit: 3, windowMs: 10 * MINUTE };
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfter(rule)).toBe(0);
      await limiter.record(rule.key);
      clock.advanceMinutes(1);
    }
    // Events at 0, 1 and 2 minutes; now 3 minutes: the first leaves the window in 7 minutes.
    expect(await limiter.retryAfter(rule)).toBe(7 * 60);
    clock.advanceMinutes(7);
    expect(await limiter.retryAfter(rule)).toBe(0);
  });

  it('keeps keys apart, and clear forgets one key only', async () => {
    const { limiter } = setup();
    const [a, b] = [freshKey(), freshKey()];
    await limiter.record(a);
    await limiter.record(b);
    await limiter.clear(a);
    expect(await limiter.retryAfter({ key: a, limit: 1, windowMs: MINUTE })).toBe(0);
    expect(await limiter.retryAfter({ key: b, limit: 1, windowMs: MINUTE })).toBe(60);
  });

  it('admit counts only what it lets through and reports which limit refused', async () => {
    const { clock, limiter } = setup();
    const key = freshKey();
    const limits = [
      { limit: 1, windowMs: MINUTE },
      { limit: 3, windowMs: 60 * MINUTE },
    ];
    expect(await limiter.admit(key, limits)).toEqual({ wait: 0, refusedBy: -1 });
    clock.advanceSeconds(20);
    expect(await limiter.admit(key, limits)).toEqual({ wait: 40, refusedBy: 0 });
    for (let i = 0; i < 2; i++) {
      clock.advanceMinutes(1);
      expect((await limiter.admit(key, limits)).wait).toBe(0);
    }
    clock.advanceMinutes(1);
    // Three admitted (the refused one was not counted); the first leaves the hour in 56m40s.
    expect(await limiter.admit(key, limits)).toEqual({ wait: 56 * 60 + 40, refusedBy: 1 });
  });

  it('answers with the longest wait when several limits refuse', async () => {
    const { clock, limiter } = setup();
    const key = freshKey();
    // A backoff ladder: 2 a minute, 4 in 15 minutes.
    const ladder = [
      { limit: 2, windowMs: MINUTE },
      { limit: 4, windowMs: 15 * MINUTE },
    ];
    for (let i = 0; i < 2; i++) expect((await limiter.admit(key, ladder)).wait).toBe(0);
    clock.advanceMinutes(1);
    for (let i = 0; i < 2; i++) expect((await limiter.admit(key, ladder)).wait).toBe(0);
    // Both refuse: the minute frees in 60 s, the quarter hour only when the first two leave it.
    expect(await limiter.admit(key, ladder)).toEqual({ wait: 14 * 60, refusedBy: 1 });
  });

  it('admits exactly the limit when many ask at once', async () => {
    const { limiter } = setup();
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => limiter.admit(key, [{ limit: 5, windowMs: MINUTE }])),
    );
    expect(answers.filter((a) => a.wait === 0)).toHaveLength(5);
  });

  it('a busy key stays exact across its window while old events are dropped', async () => {
    const { clock, limiter } = setup();
    const rule = { key: freshKey(), limit: 150, windowMs: MINUTE };
    // 300 events a second apart, checked as the address limit does before each.
    for (let i = 0; i < 300; i++) {
      expect(await limiter.retryAfter(rule)).toBe(0);
      await limiter.record(rule.key);
      clock.advanceSeconds(1);
    }
    // The 59 of the last 59 seconds are inside the window (one exactly a minute old is not):
    // 91 more fit, and the next is refused until the oldest of them leaves, in a second.
    for (let i = 0; i < 90; i++) await limiter.record(rule.key);
    expect(await limiter.retryAfter(rule)).toBe(0);
    await limiter.record(rule.key);
    expect(await limiter.retryAfter(rule)).toBe(1);
  });

  it('prune forgets events older than a day and keeps newer ones', async () => {
    const { clock, limiter } = setup();
    const [old, recent] = [freshKey(), freshKey()];
    await limiter.record(old);
    clock.advanceMinutes(23 * 60);
    await limiter.record(recent);
    clock.advanceMinutes(61);
    await limiter.prune();
    const day = 48 * 60 * MINUTE;
    expect(await limiter.retryAfter({ key: old, limit: 1, windowMs: day })).toBe(0);
    expect(await limiter.retryAfter({ key: recent, limit: 1, windowMs: day })).toBeGreaterThan(0);
  });
});

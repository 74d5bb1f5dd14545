import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../testing/test-clock';
import { createSessionCache } from './session-cache';

const row = (id: number, taxpayerId: number) => ({
  id,
  taxpayerId,
  tokenHash: `hash-${id}`,
  createdAt: new Date(),
  lastSeenAt: new Date(),
  expiresAt: new Date(),
  revokedAt: null,
  secondFactor: false,
});

describe('session cache', () => {
  it('keeps a session for its time only', () => {
    const clock = createTestClock();
    const cache = createSessionCache({ ttlMs: 5_000, now: clock.now });
    cache.set('a', row(1, 10));
    clock.advanceSeconds(4);
    expect(cache.get('a')?.id).toBe(1);
    clock.advanceSeconds(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets a signed-out session, and an account’s other sessions after a password change', () => {
    const clock = createTestClock();
    const cache = createSessionCache({ ttlMs: 5_000, now: clock.now });
    cache.set('a', row(1, 10));
    cache.set('b', row(2, 10));
    cache.set('c', row(3, 10));
    cache.set('d', row(4, 20));
    cache.dropSession(1);
    expect(cache.get('a')).toBeUndefined();
    cache.dropAccount(10, 2);
    expect([cache.get('b')?.id, cache.get('c'), cache.get('d')?.id]).toEqual([2, undefined, 4]);
  });

  it('holds at most max sessions and nothing with time 0', () => {
    const clock = createTestClock();
    const cache = createSessionCache({ ttlMs: 5_000, now: clock.now, max: 2 });
    cache.set('a', row(1, 10));
    cache.set('b', row(2, 10));
    cache.set('c', row(3, 10));
    expect([cache.get('a'), cache.get('b')?.id, cache.get('c')?.id]).toEqual([undefined, 2, 3]);
    const off = createSessionCache({ ttlMs: 0, now: clock.now });
    off.set('a', row(1, 10));
    expect(off.get('a')).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createJsonCache } from './json-cache';

describe('createJsonCache', () => {
  it('loads once while fresh, then again after the TTL', async () => {
    let now = 0;
    const cache = createJsonCache(1000, () => now);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const first = await cache.get('k', load);
    expect(await cache.get('k', load)).toBe(first);
    now = 1001;
    const second = await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(second.etag).not.toBe(first.etag);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createJsonCache(1000);
    const load = vi.fn(async () => ({ ok: true }));
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createJsonCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(JSON.parse((await cache.get('k', async () => [1])).body)).toEqual([1]);
  });

  it('gives equal bodies equal ETags', async () => {
    const a = await createJsonCache(0).get('a', async () => ({ x: 1 }));
    const b = await createJsonCache(0).get('b', async () => ({ x: 1 }));
    expect(a.etag).toBe(b.etag);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBoundedCache } from './bounded-cache.js';

describe('a bounded cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('forgets the least recently used entry when a new key arrives at capacity', () => {
    const cache = createBoundedCache<string, number>({ max: 2 });
    cache.set('a', 1).set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });

  it('keeps every entry when an existing key is set again', () => {
    const cache = createBoundedCache<string, number>({ max: 2 });
    cache.set('a', 1).set('b', 2).set('a', 10);
    expect([cache.get('a'), cache.get('b')]).toEqual([10, 2]);
  });

  it('forgets an entry once the time to live of the cache has passed on the wall clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const cache = createBoundedCache<string, number>({ max: 10, ttlMs: 60_000 });
    cache.set('estimate', 42);

    vi.setSystemTime(new Date('2026-11-22T08:00:59Z'));
    expect(cache.get('estimate')).toBe(42);
    vi.setSystemTime(new Date('2026-11-22T08:01:01Z'));
    expect(cache.get('estimate')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets an entry at the time to live given for that entry alone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const cache = createBoundedCache<string, number>({ max: 10 });
    cache.set('short', 1, { ttl: 1_000 }).set('forever', 2);

    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('forever')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.js';

describe('a bounded map', () => {
  it('forgets the oldest entry when a new key arrives at capacity', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('keeps every entry when an existing key is set again', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect(Object.fromEntries(map)).toEqual({ a: 10, b: 2 });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbExecutor } from '../../db/client.js';
import { preparedList, reusedPlannerEstimate } from './order-list-cache-repo.js';

/** The caches only tell databases apart; an object of its own stands for one. */
const aDatabase = () => ({}) as DbExecutor;

afterEach(() => {
  vi.useRealTimers();
});

describe('the order list caches', () => {
  it('prepare the statement of a shape once per database', () => {
    const built: string[] = [];
    const build = (name: string) => () => {
      built.push(name);
      return {
        toSQL: () => ({ sql: `select ${name}` }),
        prepare: () => ({ execute: () => Promise.resolve([]) }),
      };
    };
    const first = aDatabase();
    const second = aDatabase();

    const statement = preparedList(first, 'page:a', build('a'));
    expect(preparedList(first, 'page:a', build('a again'))).toBe(statement);
    preparedList(first, 'page:b', build('b'));
    preparedList(second, 'page:a', build('a elsewhere'));
    expect(built).toEqual(['a', 'b', 'a elsewhere']);
  });

  it('reuse a planner estimate for a minute, then ask the planner again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const db = aDatabase();
    let asked = 0;
    const estimate = () => Promise.resolve(++asked * 1_000);

    expect(await reusedPlannerEstimate(db, 'search:ячменя', estimate)).toBe(1_000);
    vi.setSystemTime(new Date('2026-11-22T08:00:59Z'));
    expect(await reusedPlannerEstimate(db, 'search:ячменя', estimate)).toBe(1_000);
    expect(await reusedPlannerEstimate(db, 'search:пшеницы', estimate)).toBe(2_000);
    vi.setSystemTime(new Date('2026-11-22T08:01:01Z'));
    expect(await reusedPlannerEstimate(db, 'search:ячменя', estimate)).toBe(3_000);
  });
});

import { describe, expect, it } from 'vitest';
import { statementNamer } from './statement-names.js';

describe('statement names', () => {
  it('gives one text one name, another text another', () => {
    const nameOf = statementNamer();
    const first = nameOf('select 1 where "id" = $1');
    expect(first).toBeDefined();
    expect(nameOf('select 1 where "id" = $1')).toBe(first);
    expect(nameOf('select 2 where "id" = $1')).not.toBe(first);
  });

  it('names no more texts than its bound, and keeps the names it gave', () => {
    const nameOf = statementNamer(2);
    const names = ['a', 'b'].map(nameOf);
    expect(nameOf('c')).toBeUndefined();
    expect(['a', 'b'].map(nameOf)).toEqual(names);
  });
});

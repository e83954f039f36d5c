import { describe, expect, it } from 'vitest';
import { isConnectionFailure, isUniqueViolation } from './errors.js';

/** An error as drizzle throws it: the driver's error as its cause. */
function wrapped(cause: object): Error {
  return Object.assign(new Error('Failed query: select 1'), { cause });
}

describe('database error classes', () => {
  it.each([
    ['terminated by an administrator', { code: '57P01' }],
    ['the server shutting down', { code: '57P02' }],
    ['the server starting up', { code: '57P03' }],
    ['a connection exception', { code: '08006' }],
    ['too many connections', { code: '53300' }],
    ['a refused connection', { code: 'ECONNREFUSED' }],
    ['a reset connection', { code: 'ECONNRESET' }],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('takes %s for a connection failure, wrapped or not', (_name, cause) => {
    expect(isConnectionFailure(cause)).toBe(true);
    expect(isConnectionFailure(wrapped(cause))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a serialization failure', { code: '40001' }],
    ['a syntax error', { code: '42601' }],
    ['an error of our own', new Error('the order is closed')],
  ])('does not take %s for a connection failure', (_name, cause) => {
    expect(isConnectionFailure(wrapped(cause))).toBe(false);
  });

  it('still tells a unique violation of a named constraint', () => {
    expect(isUniqueViolation(wrapped({ code: '23505', constraint: 'a' }), 'a')).toBe(true);
    expect(isUniqueViolation(wrapped({ code: '23505', constraint: 'a' }), 'b')).toBe(false);
  });
});

import { isDependencyUnavailable } from './unavailable';

describe('isDependencyUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'PostgreSQL shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'PostgreSQL starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a connection that died mid-query', new Error('Connection terminated unexpectedly')],
  ])('says yes to %s', (_what, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('says no to %s', (_what, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

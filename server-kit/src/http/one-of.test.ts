import { Type } from 'typebox';
import type { Db } from '../db/db';
import { listenForTest } from '../testing';
import { oneOf } from './one-of';
import { createService } from './service';

const SPORTS = ['racing', 'football'] as const;

/** Validation runs before any query: a database that is never called is enough. */
const noDb = { kind: 'pglite', query: () => Promise.reject(new Error('not used')) } as unknown as Db;

describe('one of a const list, over HTTP', () => {
  const app = createService({ name: 'one-of-test', db: noDb, logger: false });
  let base = '';

  beforeAll(async () => {
    app.post(
      '/pick',
      {
        schema: {
          body: Type.Object({ sport: oneOf(SPORTS), also: Type.Optional(Type.Array(oneOf(SPORTS))) }),
        },
      },
      // The body is typed: `sport` is 'racing' | 'football', no cast.
      async (request) => ({ upper: request.body.sport.toUpperCase() }),
    );
    base = await listenForTest(app);
  });
  afterAll(() => app.close());

  const post = (body: unknown) =>
    fetch(`${base}/pick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('takes a value in the list', async () => {
    const response = await post({ sport: 'football' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ upper: 'FOOTBALL' });
  });

  it('answers a value outside the list 400, naming the field and the allowed values', async () => {
    const bad = await post({ sport: 'darts', also: ['racing', 'golf'] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'body/sport must be one of: racing, football' },
    });
    const nested = await post({ sport: 'racing', also: ['racing', 'golf'] });
    expect(((await nested.json()) as { error: { message: string } }).error.message).toBe(
      'body/also/1 must be one of: racing, football',
    );
  });
});

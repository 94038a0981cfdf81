import type { RaceCardResponse } from '@sl/contracts';
import { fetchRaceData, type RaceDataDeps } from './fetch-race-data';

const race = { race_summary: { race_summary_reference: { id: 7 } } } as unknown as RaceCardResponse;

function depsWith(get: RaceDataDeps['client']['get']) {
  const cleared: string[] = [];
  const deps: RaceDataDeps = { client: { get }, clearToken: () => cleared.push('cleared') };
  return { deps, cleared };
}

describe('fetchRaceData', () => {
  it('sends accept and x-token and answers the first item of the array', async () => {
    const calls: unknown[] = [];
    const { deps, cleared } = depsWith(((url: string, config: unknown) => {
      calls.push([url, config]);
      return Promise.resolve({ data: [race, { other: true }] });
    }) as RaceDataDeps['client']['get']);
    await expect(fetchRaceData('7', 'tok', deps)).resolves.toBe(race);
    expect(calls).toEqual([
      [
        '/horse-racing/v2/racing/race/7',
        { signal: undefined, headers: { accept: 'application/json', 'x-token': 'tok' } },
      ],
    ]);
    expect(cleared).toEqual([]);
  });

  it('sends no x-token without a product token', async () => {
    let headers: unknown;
    const { deps } = depsWith(((_url: string, config: { headers: unknown }) => {
      headers = config.headers;
      return Promise.resolve({ data: [race] });
    }) as unknown as RaceDataDeps['client']['get']);
    await fetchRaceData('7', null, deps);
    expect(headers).toEqual({ accept: 'application/json' });
  });

  it('on failure clears the token and returns empty race data', async () => {
    const { deps, cleared } = depsWith((() =>
      Promise.reject(new Error('503'))) as RaceDataDeps['client']['get']);
    await expect(fetchRaceData('7', 'tok', deps)).resolves.toBeNull();
    expect(cleared).toEqual(['cleared']);
  });

  it('on failure without a token has nothing to clear and still returns empty race data', async () => {
    const { deps, cleared } = depsWith((() =>
      Promise.reject(new Error('503'))) as RaceDataDeps['client']['get']);
    await expect(fetchRaceData('7', null, deps)).resolves.toBeNull();
    expect(cleared).toEqual([]);
  });

  it('an empty array is empty race data', async () => {
    const { deps } = depsWith((() =>
      Promise.resolve({ data: [] })) as unknown as RaceDataDeps['client']['get']);
    await expect(fetchRaceData('7', 'tok', deps)).resolves.toBeNull();
  });

  it('a cancelled call is rethrown, not treated as a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const { deps, cleared } = depsWith((() =>
      Promise.reject(new Error('canceled'))) as RaceDataDeps['client']['get']);
    await expect(fetchRaceData('7', 'tok', deps, controller.signal)).rejects.toThrow('canceled');
    expect(cleared).toEqual([]);
  });
});

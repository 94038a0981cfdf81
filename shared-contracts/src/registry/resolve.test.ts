import { bootRemotes, effectiveEntry, remoteOrigins, visitorEntry } from './resolve';
import { visitorBucket } from './rollout';
import type { RegistryRow } from './remotes';

const row = (over: Partial<RegistryRow> = {}): RegistryRow => ({
  name: 'racing',
  scope: 'racing',
  routes: null,
  apiPrefix: null,
  apiUpstream: null,
  entry: 'http://localhost:3001/mf-manifest.json',
  version: 'v1',
  enabled: true,
  windowFrom: null,
  windowTo: null,
  windowEntry: null,
  windowVersion: null,
  previousEntry: null,
  previousVersion: null,
  lastGoodEntry: null,
  lastGoodVersion: null,
  rolloutEntry: null,
  rolloutVersion: null,
  rolloutPlan: null,
  rolloutStartedAt: null,
  updatedAt: '2026-11-22T00:00:00.000Z',
  ...over,
});

const festival = {
  windowFrom: '2027-03-10T00:00:00.000Z',
  windowTo: '2027-03-14T00:00:00.000Z',
  windowEntry: 'https://cdn.example/racing/festival/mf-manifest.json',
  windowVersion: 'festival',
};

describe('effectiveEntry', () => {
  it('uses the main entry when no window is set', () => {
    expect(effectiveEntry(row(), new Date('2027-03-11T00:00:00Z'))).toEqual({
      entry: 'http://localhost:3001/mf-manifest.json',
      version: 'v1',
      inWindow: false,
    });
  });

  it('uses the window entry from the start of the window, inclusive', () => {
    expect(effectiveEntry(row(festival), new Date('2027-03-10T00:00:00Z'))).toEqual({
      entry: festival.windowEntry,
      version: 'festival',
      inWindow: true,
    });
  });

  it('returns to the main entry at the end of the window, exclusive', () => {
    expect(effectiveEntry(row(festival), new Date('2027-03-14T00:00:00Z')).inWindow).toBe(false);
    expect(effectiveEntry(row(festival), new Date('2027-03-09T23:59:59Z')).inWindow).toBe(false);
  });

  it('never opens a window that lacks an end', () => {
    expect(
      effectiveEntry(row({ ...festival, windowTo: null }), new Date('2027-03-11T00:00:00Z')).inWindow,
    ).toBe(false);
  });
});

describe('bootRemotes', () => {
  it('leaves disabled remotes out entirely', () => {
    const remotes = bootRemotes(
      [row(), row({ name: 'promos', entry: 'http://localhost:3003/mf-manifest.json', enabled: false })],
      new Date(),
    );
    expect(remotes.map((r) => r.name)).toEqual(['racing']);
  });
});

const rollout = {
  rolloutEntry: 'https://cdn.example/racing/v2/mf-manifest.json',
  rolloutVersion: 'v2',
  rolloutPlan: 'fixed:10',
  rolloutStartedAt: '2026-11-28T12:00:00.000Z',
};
const lastGood = { lastGoodEntry: 'https://cdn.example/racing/v0/mf-manifest.json', lastGoodVersion: 'v0' };
/** Visitor ids whose racing bucket is inside (or outside) a 10 % share. */
const ids = Array.from({ length: 200 }, (_, i) => `visitor-${i}`);
const inside = ids.find((id) => visitorBucket(id, 'racing') < 10) as string;
const outside = ids.find((id) => visitorBucket(id, 'racing') >= 10) as string;
const now = new Date('2026-11-28T13:00:00Z');

describe('visitorEntry', () => {
  it('gives the rollout version to visitors inside the share and the main version to the others', () => {
    expect(visitorEntry(row(rollout), now, inside)).toMatchObject({ version: 'v2', inRollout: true });
    expect(visitorEntry(row(rollout), now, outside)).toMatchObject({ version: 'v1', inRollout: false });
  });

  it('gives the main version to a visitor without an id', () => {
    expect(visitorEntry(row(rollout), now, null).version).toBe('v1');
  });

  it('gives everyone the festival window while it is open', () => {
    expect(
      visitorEntry(row({ ...rollout, ...festival }), new Date('2027-03-11T00:00:00Z'), inside),
    ).toMatchObject({ version: 'festival', inRollout: false });
  });
});

describe('bootRemotes fallback', () => {
  it('is the last good version for a visitor on the main version', () => {
    expect(bootRemotes([row(lastGood)], now, outside)[0]?.fallback).toEqual({
      entry: lastGood.lastGoodEntry,
      version: 'v0',
    });
  });

  it('is the stable main version for a visitor inside a rollout', () => {
    expect(bootRemotes([row({ ...rollout, ...lastGood })], now, inside)[0]).toMatchObject({
      version: 'v2',
      fallback: { entry: 'http://localhost:3001/mf-manifest.json', version: 'v1' },
    });
  });

  it('is absent when there is no earlier good version', () => {
    expect(bootRemotes([row()], now, outside)[0]).not.toHaveProperty('fallback');
  });
});

describe('remoteOrigins', () => {
  it('answers each origin once, sorted', () => {
    expect(
      remoteOrigins([
        { name: 'racing', entry: 'http://localhost:3001/a/mf-manifest.json', version: '1' },
        { name: 'football', entry: 'http://localhost:3001/b/mf-manifest.json', version: '1' },
        { name: 'promos', entry: 'https://cdn.example/mf-manifest.json', version: '1' },
      ]),
    ).toEqual(['http://localhost:3001', 'https://cdn.example']);
  });

  it("adds each fallback version's origin only when asked (the page may load it; it does not preconnect to it)", () => {
    const remotes = [
      {
        name: 'football' as const,
        entry: 'http://127.0.0.1:4100/mf-manifest.json',
        version: 'new',
        fallback: { entry: 'http://localhost:3002/mf-manifest.json', version: 'good' },
      },
    ];
    expect(remoteOrigins(remotes)).toEqual(['http://127.0.0.1:4100']);
    expect(remoteOrigins(remotes, { fallbacks: true })).toEqual([
      'http://127.0.0.1:4100',
      'http://localhost:3002',
    ]);
  });
});

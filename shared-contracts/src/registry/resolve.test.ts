import { bootRemotes, effectiveEntry, remoteOrigins } from './resolve';
import type { RegistryRow } from './remotes';

const row = (over: Partial<RegistryRow> = {}): RegistryRow => ({
  name: 'racing',
  entry: 'http://localhost:3001/mf-manifest.json',
  version: 'v1',
  enabled: true,
  windowFrom: null,
  windowTo: null,
  windowEntry: null,
  windowVersion: null,
  previousEntry: null,
  previousVersion: null,
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
});

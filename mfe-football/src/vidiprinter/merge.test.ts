import { announcement, mergeLines, VIDIPRINTER_KEEP } from './merge';
import type { VidiprinterItem } from './types';

const line = (id: string, minute: number, text = `line ${id}`): VidiprinterItem => ({
  id,
  at: new Date(Date.UTC(2026, 10, 21, 15, minute)).toISOString(),
  kind: 'goal',
  matchId: 1,
  competition: 'Premier League',
  text,
  path: '/football/live/1/a-vs-b',
});

describe('vidiprinter on the page', () => {
  it('puts new lines on top, each once, newest first', () => {
    const shown = [line('a', 10), line('b', 5)];
    const merged = mergeLines(shown, [line('c', 20), line('a', 10)]);
    expect(merged.map((l) => l.id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps a bounded list', () => {
    const many = Array.from({ length: VIDIPRINTER_KEEP + 50 }, (_, i) => line(String(i), i % 60));
    expect(mergeLines([], many)).toHaveLength(VIDIPRINTER_KEEP);
  });

  it('announces one sentence a poll however many lines arrive', () => {
    expect(announcement([])).toBe('');
    expect(announcement([line('a', 1, 'Arsenal 1 (Saka 23) Chelsea 0')])).toBe(
      'Arsenal 1 (Saka 23) Chelsea 0',
    );
    expect(announcement([line('a', 2, 'Arsenal 2 (Saka 40) Chelsea 0'), line('b', 1), line('c', 1)])).toBe(
      'Arsenal 2 (Saka 40) Chelsea 0, and 2 more',
    );
  });
});

import { currentTableRows, tableRows } from './seasons';

const MLS = 22;
const PREMIER_LEAGUE = 2;

describe('table rows by season', () => {
  it('in late November the MLS table is the whole 2026 regular season, not its July-to-October half', () => {
    const rows = currentTableRows(MLS, new Date('2026-11-23T18:00:00Z'));
    expect(rows.every((r) => r.matchDate.startsWith('2026'))).toBe(true);
    expect(rows.some((r) => r.matchDate < '2026-07-01')).toBe(true);
    const played = new Map<number, number>();
    for (const r of rows) for (const t of [r.home.id, r.away.id]) played.set(t, (played.get(t) ?? 0) + 1);
    // Two conferences of twelve, each club meeting the others home and away.
    expect(new Set(played.values())).toEqual(new Set([22]));
  });

  it('MLS shows last year until its new season opens in late February, then the new year', () => {
    expect(currentTableRows(MLS, new Date('2027-02-01T12:00:00Z'))[0]!.matchDate.slice(0, 4)).toBe('2026');
    expect(currentTableRows(MLS, new Date('2027-03-15T12:00:00Z'))[0]!.matchDate.slice(0, 4)).toBe('2027');
  });

  it('a season league keeps to its own season', () => {
    const rows = currentTableRows(PREMIER_LEAGUE, new Date('2026-11-23T18:00:00Z'));
    expect(rows).toHaveLength(380);
    expect(rows.every((r) => r.matchDate >= '2026-08-01' && r.matchDate <= '2027-05-31')).toBe(true);
    expect(tableRows(PREMIER_LEAGUE, 2025).every((r) => r.matchDate < '2026-06-01')).toBe(true);
  });
});

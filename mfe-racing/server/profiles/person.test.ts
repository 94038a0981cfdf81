import { personDetail } from './person';
import type { Ride } from './rides';

const ride = (
  date: string,
  code: Ride['code'],
  position: number,
  startingPrice: string,
  courseName = 'Ascot',
): Ride => ({
  date,
  raceId: Number(date.replace(/-/g, '')),
  title: code === 'Jumps' ? 'Novices Hurdle' : 'Maiden Stakes',
  courseName,
  code,
  jockeyCode: '100000000001',
  trainerCode: '200000000001',
  horseCode: '000000000001',
  horseName: 'Test Horse',
  position,
  startingPrice,
});

describe('jockey and trainer season figures', () => {
  it('count each ride in its own season: Flat by calendar year, Jumps from the day after the Sandown finale', async () => {
    const rides: Ride[] = [
      ride('2025-12-31', 'Flat', 1, '2/1'), // last year's Flat season
      ride('2026-01-02', 'Flat', 1, '3/1', 'Lingfield'),
      ride('2026-06-01', 'Flat', 2, '5/1'),
      ride('2026-04-25', 'Jumps', 1, '4/1'), // finale day: the 2025-26 season
      ride('2026-04-26', 'Jumps', 3, '10/1', 'Worcester'), // first day of 2026-27
      ride('2026-06-10', 'Jumps', 1, '1/1', 'Worcester'),
      ride('2026-06-20', 'Jumps', 1, '9/4'), // after today: not yet run
    ];
    const byDay = (date: string) => Promise.resolve(rides.filter((r) => r.date === date));
    const detail = await personDetail('jockey', '100000000001', '2026-06-15', byDay);
    const [flat, jumps] = detail.seasons;
    expect(flat).toMatchObject({ code: 'Flat', season: '2026', from: '2026-01-01', to: '2026-06-15' });
    expect(flat!.record).toEqual({ runs: 2, wins: 1, places: 1, winPercent: 50, profit: 2 });
    expect(jumps).toMatchObject({ code: 'Jumps', season: '2026-27', from: '2026-04-26' });
    expect(jumps!.record).toEqual({ runs: 2, wins: 1, places: 1, winPercent: 50, profit: 0 });
    expect(detail.courses.map((c) => [c.courseName, c.runs, c.wins])).toEqual([
      ['Worcester', 2, 1],
      ['Lingfield', 1, 1],
      ['Ascot', 1, 0],
    ]);
    // Last season's finale-day winner is not among this season's winners.
    expect(detail.recentWinners.map((w) => w.date)).toEqual(['2026-06-10', '2026-01-02']);
    // The 14 days before today (1 to 14 June): a second at 5/1 and a winner at evens, so level stakes break even.
    expect(detail.fortnight).toEqual({ runs: 2, wins: 1, winPercent: 50, profit: 0 });
  });

  it('counts only the rides of the person asked for', async () => {
    const other = { ...ride('2026-03-01', 'Flat', 1, '2/1'), jockeyCode: '100000000002' };
    const detail = await personDetail('jockey', '100000000001', '2026-03-02', (d) =>
      Promise.resolve([other].filter((r) => r.date === d)),
    );
    expect(detail.seasons.map((s) => s.record.runs)).toEqual([0, 0]);
    expect(detail.recentWinners).toEqual([]);
    // No rides in the fortnight: an empty record, not a missing one.
    expect(detail.fortnight).toEqual({ runs: 0, wins: 0, winPercent: 0, profit: 0 });
  });
});

import type { GolfLeaderboardLine, SportResult } from '@sl/contracts';
import type { SeededRandom } from '@sl/server-kit';
import { addDays, instantAt, nthWeekday, onOrAfter, ymd } from './dates';
import { competitor, makeEvent, type ModelEvent } from './event';
import { roster, type Person } from './names';
import { rngFor } from './random';

const MIX = [
  ['USA', 8],
  ['ENG', 4],
  ['SCO', 1],
  ['NIR', 1],
  ['IRL', 1],
  ['ESP', 2],
  ['SWE', 1],
  ['RSA', 2],
  ['AUS', 2],
  ['JPN', 1],
  ['FRA', 1],
  ['GER', 1],
  ['ARG', 1],
  ['ITA', 1],
] as const;

interface Tournament {
  name: string;
  venue: string;
  /** The Thursday it starts. */
  thursday: string;
  zone: string;
  par: number;
  major: boolean;
}

const OPEN_VENUES: Record<number, string> = {
  2024: 'Royal Troon',
  2025: 'Royal Portrush',
  2026: 'Royal Birkdale',
  2027: 'St Andrews (Old Course)',
};
const US_OPEN_VENUES: Record<number, string> = {
  2024: 'Pinehurst No. 2',
  2025: 'Oakmont Country Club',
  2026: 'Shinnecock Hills',
  2027: 'Pebble Beach Golf Links',
  2028: 'The Olympic Club',
  2029: 'Pinehurst No. 2',
  2030: 'Merion Golf Club',
};
const PGA_VENUES: Record<number, string> = {
  2024: 'Valhalla Golf Club',
  2025: 'Quail Hollow Club',
  2026: 'Aronimink Golf Club',
  2027: 'PGA Frisco',
};
const TBC = 'Venue to be confirmed';

/** Weekly tour events by their usual week: [month, n-th Thursday, name, venue, zone, par]. */
const WEEKLY: readonly [number, number, string, string, string, number][] = [
  [1, 1, 'The Sentry', 'Kapalua Plantation Course, Maui', 'Pacific/Honolulu', 73],
  [1, 2, 'Sony Open in Hawaii', 'Waialae Country Club, Honolulu', 'Pacific/Honolulu', 70],
  [1, 3, 'Hero Dubai Desert Classic', 'Emirates Golf Club, Dubai', 'Asia/Dubai', 72],
  [1, 4, 'Farmers Insurance Open', 'Torrey Pines, San Diego', 'America/Los_Angeles', 72],
  [2, 1, 'AT&T Pebble Beach Pro-Am', 'Pebble Beach Golf Links', 'America/Los_Angeles', 72],
  [2, 2, 'WM Phoenix Open', 'TPC Scottsdale', 'America/Phoenix', 71],
  [2, 3, 'The Genesis Invitational', 'Riviera Country Club, Los Angeles', 'America/Los_Angeles', 71],
  [2, 4, 'Qatar Masters', 'Doha Golf Club', 'Asia/Qatar', 72],
  [3, 1, 'Arnold Palmer Invitational', 'Bay Hill Club & Lodge, Orlando', 'America/New_York', 72],
  [3, 2, 'The Players Championship', 'TPC Sawgrass, Ponte Vedra Beach', 'America/New_York', 72],
  [3, 3, 'Valspar Championship', 'Innisbrook, Palm Harbor', 'America/New_York', 71],
  [3, 4, "Texas Children's Houston Open", 'Memorial Park, Houston', 'America/Chicago', 70],
  [4, 1, 'Valero Texas Open', 'TPC San Antonio', 'America/Chicago', 72],
  [4, 3, 'RBC Heritage', 'Harbour Town Golf Links, Hilton Head', 'America/New_York', 71],
  [4, 4, 'Zurich Classic of New Orleans', 'TPC Louisiana', 'America/Chicago', 72],
  [5, 1, 'Truist Championship', 'Quail Hollow Club, Charlotte', 'America/New_York', 71],
  [5, 2, 'Soudal Open', 'Rinkven International, Antwerp', 'Europe/Brussels', 71],
  [5, 4, 'Charles Schwab Challenge', 'Colonial Country Club, Fort Worth', 'America/Chicago', 70],
  [6, 1, 'The Memorial Tournament', 'Muirfield Village, Dublin, Ohio', 'America/New_York', 72],
  [6, 2, 'RBC Canadian Open', 'TPC Toronto', 'America/Toronto', 70],
  [6, 4, 'Travelers Championship', 'TPC River Highlands, Cromwell', 'America/New_York', 70],
  [7, 1, 'Rocket Classic', 'Detroit Golf Club', 'America/Detroit', 72],
  [7, 2, 'Genesis Scottish Open', 'The Renaissance Club, North Berwick', 'Europe/London', 70],
  [7, 4, '3M Open', 'TPC Twin Cities', 'America/Chicago', 71],
  [8, 1, 'Wyndham Championship', 'Sedgefield Country Club, Greensboro', 'America/New_York', 70],
  [8, 2, 'FedEx St. Jude Championship', 'TPC Southwind, Memphis', 'America/Chicago', 70],
  [8, 3, 'BMW Championship', 'Caves Valley, Owings Mills', 'America/New_York', 70],
  [8, 4, 'Tour Championship', 'East Lake Golf Club, Atlanta', 'America/New_York', 70],
  [9, 1, 'Omega European Masters', 'Crans-sur-Sierre, Crans-Montana', 'Europe/Zurich', 70],
  [9, 2, 'Amgen Irish Open', 'The K Club, Straffan', 'Europe/Dublin', 72],
  [9, 3, 'BMW PGA Championship', 'Wentworth Club, Virginia Water', 'Europe/London', 72],
  [9, 4, 'Open de France', 'Le Golf National, Paris', 'Europe/Paris', 71],
  [10, 1, 'Alfred Dunhill Links Championship', 'Old Course, St Andrews', 'Europe/London', 72],
  [10, 2, 'Acciona Open de España', 'Club de Campo Villa de Madrid', 'Europe/Madrid', 71],
  [10, 3, 'Estrella Damm N.A. Andalucía Masters', 'Real Club Valderrama, Sotogrande', 'Europe/Madrid', 71],
  [10, 4, 'Genesis Championship', 'Jack Nicklaus Golf Club Korea, Incheon', 'Asia/Seoul', 72],
  [11, 1, 'Abu Dhabi HSBC Championship', 'Yas Links, Abu Dhabi', 'Asia/Dubai', 72],
];

function tournaments(year: number): Tournament[] {
  const majors: Tournament[] = [
    {
      name: 'The Masters',
      venue: 'Augusta National Golf Club',
      thursday: onOrAfter(ymd(year, 4, 6), 4),
      zone: 'America/New_York',
      par: 72,
      major: true,
    },
    {
      name: 'PGA Championship',
      venue: PGA_VENUES[year] ?? TBC,
      thursday: onOrAfter(ymd(year, 5, 14), 4),
      zone: 'America/New_York',
      par: 70,
      major: true,
    },
    // The US Open ends on the third Sunday of June (Father's Day in America).
    {
      name: 'US Open',
      venue: US_OPEN_VENUES[year] ?? TBC,
      thursday: addDays(nthWeekday(year, 6, 0, 3), -3),
      zone: 'America/New_York',
      par: 70,
      major: true,
    },
    {
      name: 'The Open',
      venue: OPEN_VENUES[year] ?? TBC,
      thursday: nthWeekday(year, 7, 4, 3),
      zone: 'Europe/London',
      par: 71,
      major: true,
    },
    // The DP World Tour's season ends in Dubai in mid-November; no tour golf after it until January.
    {
      name: 'DP World Tour Championship',
      venue: 'Jumeirah Golf Estates, Dubai',
      thursday: onOrAfter(ymd(year, 11, 13), 4),
      zone: 'Asia/Dubai',
      par: 72,
      major: false,
    },
  ];
  const taken = new Set(majors.map((m) => m.thursday));
  const weekly = WEEKLY.map(([month, n, name, venue, zone, par]) => ({
    name,
    venue,
    zone,
    par,
    major: false,
    thursday: nthWeekday(year, month, 4, n),
  })).filter((t) => !taken.has(t.thursday));
  return [...majors, ...weekly];
}

function position(lines: { total: number }[], i: number): string {
  const total = (lines[i] as { total: number }).total;
  const first = lines.findIndex((l) => l.total === total);
  const tied = lines.filter((l) => l.total === total).length > 1;
  return `${tied ? 'T' : ''}${first + 1}`;
}

const toParText = (n: number) => (n === 0 ? 'E' : n > 0 ? `+${n}` : String(n));

/** Four rounds for the field; the top of the leaderboard, ties sharing a position (T3). */
function leaderboard(
  rng: SeededRandom,
  field: Person[],
  par: number,
  major: boolean,
): Extract<SportResult, { kind: 'golf' }> {
  // Majors are set up harder: scores nearer par.
  const ease = major ? 0.4 : 1.4;
  const lines = field
    .map((p) => {
      const skill = (p.rating - 1500) / 120;
      const rounds = Array.from(
        { length: 4 },
        () =>
          par + Math.round(-ease - skill * 0.6 + 2.6 * (rng.next() + rng.next() + rng.next() - 1.5) * 1.4),
      );
      const total = rounds.reduce((a, b) => a + b, 0);
      return { name: p.name, country: p.country, rounds, total, toPar: total - 4 * par };
    })
    .sort((a, b) => a.total - b.total);
  // Positions are read from the whole field: the tenth is T10 when the eleventh has the same score.
  const board: GolfLeaderboardLine[] = lines.slice(0, 10).map((l, i) => ({
    position: position(lines, i),
    ...l,
    toParText: toParText(l.toPar),
  }));
  const winners = board.filter((l) => l.position === '1' || l.position === 'T1');
  // A tie after 72 holes goes to a play-off: the first listed won it, and its losers share second (T2 when two
  // or more lost it).
  if (winners.length > 1) {
    const second = winners.length > 2 ? 'T2' : '2';
    board.forEach((l) => {
      if (l.position === 'T1') l.position = second;
    });
    (board[0] as GolfLeaderboardLine).position = '1';
  }
  return {
    kind: 'golf',
    par,
    leaderboard: board,
    summary: `${board[0]?.name} won at ${board[0]?.toParText}${winners.length > 1 ? ' after a play-off' : ''}`,
  };
}

export function golfEvents(year: number, seed: number): ModelEvent[] {
  const players = roster(rngFor(seed, 'golf', 'players'), 150, MIX);
  return tournaments(year).map((t, i) => {
    const rng = rngFor(seed, 'golf', t.name, year);
    const field = rng.sample(players, t.major ? 120 : 100);
    const result = leaderboard(rng, field, t.par, t.major);
    return makeEvent({
      sport: 'golf',
      competition: t.name,
      round: t.major ? 'Major championship' : 'Tour event',
      venue: t.venue,
      start: instantAt(t.thursday, 7, 0, t.zone),
      // Thursday's first tee time to Sunday's last putt.
      durationMinutes: 3 * 24 * 60 + 12 * 60,
      // The field's headliners, not the leaders: the leaderboard is the result and waits for Sunday.
      competitors: [...field]
        .sort((a, b) => b.rating - a.rating)
        .slice(0, 3)
        .map((p) => competitor(p.name, p.country)),
      result,
      index: i,
    });
  });
}

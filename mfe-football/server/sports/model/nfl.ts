import { addDays, instantAt, nthWeekday } from './dates';
import { competitor, makeEvent, type ModelEvent } from './event';
import { winChance } from './names';
import { rngFor } from './random';
import * as score from './scores';

/** The 32 franchises, their conference and home stadium. */
const TEAMS: readonly [string, 'AFC' | 'NFC', string][] = [
  ['Buffalo Bills', 'AFC', 'Highmark Stadium'],
  ['Miami Dolphins', 'AFC', 'Hard Rock Stadium'],
  ['New England Patriots', 'AFC', 'Gillette Stadium'],
  ['New York Jets', 'AFC', 'MetLife Stadium'],
  ['Baltimore Ravens', 'AFC', 'M&T Bank Stadium'],
  ['Cincinnati Bengals', 'AFC', 'Paycor Stadium'],
  ['Cleveland Browns', 'AFC', 'Huntington Bank Field'],
  ['Pittsburgh Steelers', 'AFC', 'Acrisure Stadium'],
  ['Houston Texans', 'AFC', 'NRG Stadium'],
  ['Indianapolis Colts', 'AFC', 'Lucas Oil Stadium'],
  ['Jacksonville Jaguars', 'AFC', 'EverBank Stadium'],
  ['Tennessee Titans', 'AFC', 'Nissan Stadium'],
  ['Denver Broncos', 'AFC', 'Empower Field at Mile High'],
  ['Kansas City Chiefs', 'AFC', 'GEHA Field at Arrowhead Stadium'],
  ['Las Vegas Raiders', 'AFC', 'Allegiant Stadium'],
  ['Los Angeles Chargers', 'AFC', 'SoFi Stadium'],
  ['Dallas Cowboys', 'NFC', 'AT&T Stadium'],
  ['New York Giants', 'NFC', 'MetLife Stadium'],
  ['Philadelphia Eagles', 'NFC', 'Lincoln Financial Field'],
  ['Washington Commanders', 'NFC', 'Northwest Stadium'],
  ['Chicago Bears', 'NFC', 'Soldier Field'],
  ['Detroit Lions', 'NFC', 'Ford Field'],
  ['Green Bay Packers', 'NFC', 'Lambeau Field'],
  ['Minnesota Vikings', 'NFC', 'U.S. Bank Stadium'],
  ['Atlanta Falcons', 'NFC', 'Mercedes-Benz Stadium'],
  ['Carolina Panthers', 'NFC', 'Bank of America Stadium'],
  ['New Orleans Saints', 'NFC', 'Caesars Superdome'],
  ['Tampa Bay Buccaneers', 'NFC', 'Raymond James Stadium'],
  ['Arizona Cardinals', 'NFC', 'State Farm Stadium'],
  ['Los Angeles Rams', 'NFC', 'SoFi Stadium'],
  ['San Francisco 49ers', 'NFC', "Levi's Stadium"],
  ['Seattle Seahawks', 'NFC', 'Lumen Field'],
];
const SUPER_BOWL: Record<number, string> = {
  2024: 'Caesars Superdome, New Orleans',
  2025: "Levi's Stadium, Santa Clara",
  2026: 'SoFi Stadium, Inglewood',
  2027: 'Mercedes-Benz Stadium, Atlanta',
};
const LONDON = [
  'Tottenham Hotspur Stadium, London',
  'Wembley Stadium, London',
  'Tottenham Hotspur Stadium, London',
];
const ET = 'America/New_York';

type Game = [number, number];

function circle(n: number): Game[][] {
  const list = Array.from({ length: n }, (_, i) => i);
  const rounds: Game[][] = [];
  for (let r = 0; r < n - 1; r++) {
    rounds.push(
      Array.from(
        { length: n / 2 },
        (_, i) => ((r + i) % 2 === 0 ? [list[i], list[n - 1 - i]] : [list[n - 1 - i], list[i]]) as Game,
      ),
    );
    list.splice(1, 0, list.pop() as number);
  }
  return rounds;
}

/**
 * Eighteen weeks from the Thursday after Labor Day, seventeen games a team: weeks 5 to 12 each rest four teams,
 * whose games make up week 18. Thursday night, the Sunday slate, Sunday night and Monday night; in October three
 * Sunday games are played in London.
 */
function weeks(seed: number, year: number): Game[][] {
  const rounds = circle(32).slice(0, 17);
  const rng = rngFor(seed, 'nfl', 'byes', year);
  const rested = new Set<number>();
  const postponed: Game[] = [];
  const schedule = rounds.map((games, w) => {
    if (w < 4 || w > 11) return games;
    const moved = rng
      .sample(games, games.length)
      .filter((g) => !rested.has(g[0]) && !rested.has(g[1]))
      .slice(0, 2);
    moved.forEach((g) => {
      rested.add(g[0]);
      rested.add(g[1]);
      postponed.push(g);
    });
    return games.filter((g) => !moved.includes(g));
  });
  // Every team rested once in weeks 5 to 12, so the moved games make up week 18 with each team in one of them.
  return [...schedule, postponed];
}

function slot(
  i: number,
  count: number,
  week: number,
): { day: number; hour: number; minute: number; zone: string } {
  if (week === 17)
    return i < 2
      ? { day: 2, hour: 16, minute: 30 + 240 * i, zone: ET }
      : { day: 3, hour: i % 2 ? 16 : 13, minute: i % 2 ? 25 : 0, zone: ET };
  if (i === 0) return { day: 0, hour: 20, minute: 15, zone: ET };
  if (i === count - 1) return { day: 4, hour: 20, minute: 15, zone: ET };
  if (i === count - 2) return { day: 3, hour: 20, minute: 20, zone: ET };
  return { day: 3, hour: i % 3 === 0 ? 16 : 13, minute: i % 3 === 0 ? 25 : 0, zone: ET };
}

/** The NFL season that kicks off in September of `year`, its play-offs and the Super Bowl in February. */
export function nflEvents(year: number, seed: number): ModelEvent[] {
  const rating = TEAMS.map((t) => 1500 + rngFor(seed, 'nfl', 'rating', year, t[0]).int(-180, 180));
  const wins = TEAMS.map(() => 0);
  const thursday1 = addDays(nthWeekday(year, 9, 1, 1), 3);
  const events: ModelEvent[] = [];
  const game = (
    home: number,
    away: number,
    date: string,
    hour: number,
    minute: number,
    zone: string,
    round: string,
    playoff: boolean,
    venue?: string,
  ) => {
    const result = score.nfl(
      rngFor(seed, 'nfl', year, round, home, away),
      winChance((rating[home] as number) + 50, rating[away] as number),
      !playoff,
    );
    if (!playoff && result.winner !== null)
      wins[result.winner === 0 ? home : away] = (wins[result.winner === 0 ? home : away] as number) + 1;
    events.push(
      makeEvent({
        sport: 'nfl',
        competition: round.startsWith('Preseason') ? 'NFL Preseason' : 'NFL',
        round,
        venue: venue ?? (TEAMS[home] as (typeof TEAMS)[number])[2],
        start: instantAt(date, hour, minute, zone),
        durationMinutes: 200,
        competitors: [
          competitor((TEAMS[home] as (typeof TEAMS)[number])[0]),
          competitor((TEAMS[away] as (typeof TEAMS)[number])[0]),
        ],
        result,
        index: events.length,
      }),
    );
    return result.winner === 0 ? home : away;
  };
  // Pre-season: three weeks of games in August.
  [28, 21, 14].forEach((back, w) =>
    circle(32)[10 + w]?.forEach(([h, a], i) =>
      game(h, a, addDays(thursday1, -back + (i % 4)), 19, 0, ET, `Preseason week ${w + 1}`, false),
    ),
  );
  wins.fill(0);
  weeks(seed, year).forEach((games, w) => {
    const monday = w === 17 ? -1 : games.length - 1;
    games.forEach(([h, a], i) => {
      const s = slot(i, monday + 1, w);
      const london = w >= 4 && w <= 6 && i === 1;
      if (london)
        game(
          h,
          a,
          addDays(thursday1, 7 * w + 3),
          14,
          30,
          'Europe/London',
          `Week ${w + 1}`,
          false,
          LONDON[w - 4],
        );
      else game(h, a, addDays(thursday1, 7 * w + s.day), s.hour, s.minute, s.zone, `Week ${w + 1}`, false);
    });
  });
  const seeds = (['AFC', 'NFC'] as const).map((conf) =>
    TEAMS.map((_, i) => i)
      .filter((i) => (TEAMS[i] as (typeof TEAMS)[number])[1] === conf)
      .sort(
        (a, b) => (wins[b] as number) - (wins[a] as number) || (rating[b] as number) - (rating[a] as number),
      )
      .slice(0, 7),
  );
  const sunday18 = addDays(thursday1, 7 * 17 + 3);
  const champions = seeds.map((s, c) => {
    const wild = [
      [1, 6],
      [2, 5],
      [3, 4],
    ].map(([x, y], i) =>
      game(
        s[x as number] as number,
        s[y as number] as number,
        addDays(sunday18, 6 + i),
        16 + 3 * (i % 2),
        30,
        ET,
        'Wild Card',
        true,
      ),
    );
    const alive = [s[0] as number, ...wild].sort((a, b) => s.indexOf(a) - s.indexOf(b));
    const div = [
      game(
        alive[0] as number,
        alive[3] as number,
        addDays(sunday18, 13),
        15,
        0,
        ET,
        'Divisional round',
        true,
      ),
      game(
        alive[1] as number,
        alive[2] as number,
        addDays(sunday18, 14),
        18,
        30,
        ET,
        'Divisional round',
        true,
      ),
    ].sort((a, b) => s.indexOf(a) - s.indexOf(b));
    return game(
      div[0] as number,
      div[1] as number,
      addDays(sunday18, 21),
      c === 0 ? 15 : 18,
      0,
      ET,
      `${c === 0 ? 'AFC' : 'NFC'} Championship`,
      true,
    );
  });
  game(
    champions[0] as number,
    champions[1] as number,
    addDays(sunday18, 35),
    18,
    30,
    ET,
    'Super Bowl',
    true,
    SUPER_BOWL[year] ?? 'Venue to be confirmed',
  );
  return events;
}

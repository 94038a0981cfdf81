import type { SeededRandom } from '@sl/server-kit';
import { addDays, instantAt, nthWeekday, onOrAfter, ymd } from './dates';
import { competitor, makeEvent, type ModelEvent } from './event';
import { rngFor } from './random';
import * as score from './scores';

const HOME_TEST_GROUNDS = [
  "Lord's, London",
  'Kia Oval, London',
  'Edgbaston, Birmingham',
  'Headingley, Leeds',
  'Emirates Old Trafford, Manchester',
  'Trent Bridge, Nottingham',
];
const HOME_WHITE_BALL = [
  'Utilita Bowl, Southampton',
  'Sophia Gardens, Cardiff',
  'Seat Unique Riverside, Chester-le-Street',
  'Bristol County Ground',
  'Edgbaston, Birmingham',
  'Trent Bridge, Nottingham',
];
const AWAY: Record<string, { zone: string; grounds: string[] }> = {
  Australia: {
    zone: 'Australia/Sydney',
    grounds: ['Perth Stadium', 'The Gabba, Brisbane', 'Adelaide Oval', 'MCG, Melbourne', 'SCG, Sydney'],
  },
  India: {
    zone: 'Asia/Kolkata',
    grounds: [
      'Rajiv Gandhi Stadium, Hyderabad',
      'Narendra Modi Stadium, Ahmedabad',
      'Eden Gardens, Kolkata',
      'Wankhede Stadium, Mumbai',
      'HPCA Stadium, Dharamsala',
    ],
  },
  'New Zealand': {
    zone: 'Pacific/Auckland',
    grounds: [
      'Hagley Oval, Christchurch',
      'Basin Reserve, Wellington',
      'Seddon Park, Hamilton',
      'Bay Oval, Mount Maunganui',
    ],
  },
  'South Africa': {
    zone: 'Africa/Johannesburg',
    grounds: [
      'SuperSport Park, Centurion',
      'Newlands, Cape Town',
      'Wanderers, Johannesburg',
      'Kingsmead, Durban',
    ],
  },
  'West Indies': {
    zone: 'America/Barbados',
    grounds: [
      'Sir Vivian Richards Stadium, Antigua',
      'Kensington Oval, Barbados',
      'Daren Sammy Stadium, St Lucia',
    ],
  },
  'Sri Lanka': {
    zone: 'Asia/Colombo',
    grounds: [
      'Galle International Stadium',
      'R. Premadasa Stadium, Colombo',
      'Pallekele International Stadium',
    ],
  },
  Pakistan: {
    zone: 'Asia/Karachi',
    grounds: ['Multan Cricket Stadium', 'Rawalpindi Cricket Stadium', 'National Stadium, Karachi'],
  },
};
const VISITORS = [
  'Australia',
  'India',
  'New Zealand',
  'South Africa',
  'Pakistan',
  'Sri Lanka',
  'West Indies',
];
/** Known tours; later years follow a plausible rotation. */
const HOME_SUMMERS: Record<number, [string, string]> = {
  2024: ['West Indies', 'Sri Lanka'],
  2025: ['Zimbabwe', 'India'],
  2026: ['New Zealand', 'Pakistan'],
};
const WINTER_TOURS: Record<number, [string, string]> = {
  2024: ['India', 'New Zealand'],
  2025: ['India', 'Australia'],
  2026: ['Sri Lanka', 'South Africa'],
};
const HUNDRED: Record<string, string> = {
  'Birmingham Phoenix': 'Edgbaston, Birmingham',
  'London Spirit': "Lord's, London",
  'Manchester Originals': 'Emirates Old Trafford, Manchester',
  'Northern Superchargers': 'Headingley, Leeds',
  'Oval Invincibles': 'Kia Oval, London',
  'Southern Brave': 'Utilita Bowl, Southampton',
  'Trent Rockets': 'Trent Bridge, Nottingham',
  'Welsh Fire': 'Sophia Gardens, Cardiff',
};
/** Winter tours that were one-day series rather than Tests. */
const WHITE_BALL_WINTERS: Record<number, 'ODI'> = { 2025: 'ODI' };
const ORDINAL = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
const ENG = 'England';

function opponents(year: number, table: Record<number, [string, string]>, salt: number): [string, string] {
  const known = table[year];
  if (known) return known;
  const a = VISITORS[(year * 3 + salt) % VISITORS.length] as string;
  const b = VISITORS[(year * 3 + salt + 2) % VISITORS.length] as string;
  return [a, b];
}

interface SeriesPlan {
  competition: string;
  kind: 'Test' | 'ODI' | 'T20I';
  home: boolean;
  rival: string;
  starts: string[];
  grounds: string[];
  zone: string;
}

/** A series England host, on English grounds. */
const hosted = (
  rival: string,
  kind: SeriesPlan['kind'],
  starts: string[],
  grounds: string[],
): SeriesPlan => ({
  competition: `England v ${rival} ${kind} series`,
  kind,
  home: true,
  rival,
  starts,
  grounds,
  zone: 'Europe/London',
});

/** A series England play away, on the rival's grounds and clock. */
function tour(rival: string, kind: SeriesPlan['kind'], starts: string[]): SeriesPlan {
  const { grounds, zone } = AWAY[rival] ?? (AWAY['South Africa'] as { zone: string; grounds: string[] });
  return {
    competition: `${rival} v England ${kind} series`,
    kind,
    home: false,
    rival,
    starts,
    grounds,
    zone,
  };
}

function series(p: SeriesPlan, seed: number): ModelEvent[] {
  const rng = rngFor(seed, 'cricket', p.competition, p.starts[0] ?? '');
  return p.starts.map((date, i) => {
    // England's side is listed first at home; the batting order is the toss's.
    const sides: [string, string] = p.home ? [ENG, p.rival] : [p.rival, ENG];
    const batFirst = rng.chance(0.5) ? sides : ([sides[1], sides[0]] as [string, string]);
    const chance = batFirst[0] === ENG ? 0.55 : 0.45;
    const result =
      p.kind === 'Test'
        ? score.testMatch(rng, chance, batFirst)
        : score.limitedOvers(rng, p.kind === 'ODI' ? 50 : 20, chance, batFirst);
    const [hour, minute] = p.kind === 'Test' ? [11, 0] : p.kind === 'ODI' ? [11, 0] : [18, 30];
    return makeEvent({
      sport: 'cricket',
      competition: p.competition,
      round: `${ORDINAL[i]} ${p.kind}`,
      venue: p.grounds[i % p.grounds.length] as string,
      start: instantAt(date, hour, minute, p.zone),
      durationMinutes: p.kind === 'Test' ? 4 * 24 * 60 + 7 * 60 : p.kind === 'ODI' ? 8 * 60 : 3 * 60 + 30,
      competitors: batFirst.map((n) => competitor(n)),
      result,
      index: i,
    });
  });
}

const everyWeek = (first: string, count: number, gap = 14) =>
  Array.from({ length: count }, (_, i) => addDays(first, i * gap));

function hundred(year: number, seed: number): ModelEvent[] {
  const teams = Object.keys(HUNDRED);
  const rng: SeededRandom = rngFor(seed, 'cricket', 'hundred', year);
  const start = onOrAfter(ymd(year, 8, 1), 2);
  const points = new Map(teams.map((t) => [t, 0]));
  const strength = new Map(teams.map((t) => [t, 0.35 + rng.next() * 0.3]));
  const games: [string, string][] = [];
  // Each side meets the other seven once and its local rival a second time: eight games each, 32 in all.
  teams.forEach((a, i) => teams.slice(i + 1).forEach((b) => games.push(i % 2 ? [a, b] : [b, a])));
  for (let i = 0; i < 8; i += 2) games.push([teams[i + 1] as string, teams[i] as string]);
  const play = (
    home: string,
    away: string,
    date: string,
    hour: number,
    round: string,
    index: number,
    venue?: string,
  ) => {
    const batFirst: [string, string] = rng.chance(0.5) ? [home, away] : [away, home];
    const result = score.limitedOvers(
      rng,
      100,
      0.5 + ((strength.get(batFirst[0]) ?? 0) - (strength.get(batFirst[1]) ?? 0)),
      batFirst,
    );
    const winner = batFirst[result.winner ?? 0] as string;
    points.set(winner, (points.get(winner) ?? 0) + 2);
    return {
      winner,
      event: makeEvent({
        sport: 'cricket',
        competition: 'The Hundred',
        round,
        venue: venue ?? (HUNDRED[home] as string),
        start: instantAt(date, hour, 30),
        durationMinutes: 165,
        competitors: batFirst.map((n) => competitor(n)),
        result,
        index,
      }),
    };
  };
  const events = rng
    .sample(games, games.length)
    .map(
      (g, i) =>
        play(g[0], g[1], addDays(start, Math.floor((i * 21) / 32)), i % 2 ? 18 : 15, 'Group stage', i).event,
    );
  const table = [...teams].sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0));
  const eliminator = play(table[1] as string, table[2] as string, addDays(start, 22), 18, 'Eliminator', 32);
  const final = play(
    table[0] as string,
    eliminator.winner,
    addDays(start, 23),
    18,
    'Final',
    33,
    "Lord's, London",
  );
  return [...events, eliminator.event, final.event];
}

/**
 * England's year: a winter tour (Tests early in the year), two home Test series in June and July, The Hundred in
 * August, home white-ball in September, and a tour away from November.
 */
export function cricketEvents(year: number, seed: number): ModelEvent[] {
  const [early, late] = opponents(year, WINTER_TOURS, 1);
  const [june, july] = opponents(year, HOME_SUMMERS, 4);
  const plans: SeriesPlan[] = [
    tour(early, WHITE_BALL_WINTERS[year] ?? 'Test', everyWeek(nthWeekday(year, 2, 4, 1), 3, 10)),
    hosted(june, 'Test', everyWeek(nthWeekday(year, 6, 4, 1), 3, 14), HOME_TEST_GROUNDS),
    hosted(
      july,
      'Test',
      everyWeek(addDays(nthWeekday(year, 6, 4, 1), 42), 3, 11),
      rngFor(seed, 'cricket', 'grounds', year).sample(HOME_TEST_GROUNDS, 6),
    ),
    hosted(june, 'ODI', everyWeek(nthWeekday(year, 9, 2, 1), 3, 3), HOME_WHITE_BALL),
    hosted(july, 'T20I', everyWeek(nthWeekday(year, 9, 5, 3), 3, 2), HOME_WHITE_BALL.slice(2)),
    tour(late, 'Test', everyWeek(nthWeekday(year, 11, 5, 3), 3, 10)),
  ];
  return [...plans.flatMap((p) => series(p, seed)), ...hundred(year, seed)];
}

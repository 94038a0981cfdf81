import type { SeededRandom } from '@sl/server-kit';
import { addDays, daysBetween, instantAt, nthWeekday, onOrAfter, weekdayOf, ymd } from './dates';
import { competitor, makeEvent, type ModelEvent } from './event';
import { playKnockout, type KnockoutRound } from './knockout';
import { roster, winChance, type Person } from './names';
import { rngFor } from './random';
import * as score from './scores';

const MIX = [
  ['ESP', 3],
  ['FRA', 3],
  ['ITA', 3],
  ['GER', 3],
  ['USA', 4],
  ['AUS', 2],
  ['ENG', 2],
  ['SCO', 1],
  ['ARG', 2],
  ['CZE', 2],
  ['POL', 1],
  ['UKR', 1],
  ['JPN', 1],
  ['CHN', 1],
  ['SWE', 1],
  ['NED', 1],
] as const;
const ROUNDS = [
  'First round',
  'Second round',
  'Third round',
  'Fourth round',
  'Quarter-final',
  'Semi-final',
  'Final',
];
const sets = (bestOf: 3 | 5) => (rng: SeededRandom, chance: number) => score.tennis(rng, bestOf, chance);

interface Slam {
  name: string;
  venue: string;
  zone: string;
  /** First day of the main draw; the finals fall 13 and 14 days later. */
  start: string;
  times: [number, number][];
}

/**
 * Days of each round: the women's draw a day ahead of the men's; finals on the last Saturday (women) and Sunday
 * (men), fourteen days after a Sunday start or thirteen after a Monday start.
 */
function roundDays(start: string, singles: 'men' | 'women'): string[][] {
  const last = weekdayOf(start) === 0 ? 14 : 13;
  const day = (n: number) => addDays(start, n);
  if (singles === 'women')
    return [
      [day(0), day(1)],
      [day(2), day(3)],
      [day(4), day(5)],
      [day(6), day(7)],
      [day(8), day(9)],
      [day(last - 3)],
      [day(last - 1)],
    ];
  return [
    [day(1), day(2)],
    [day(3), day(4)],
    [day(5), day(6)],
    [day(7), day(8)],
    [day(9), day(10)],
    [day(last - 2)],
    [day(last)],
  ];
}

function slam(s: Slam, men: Person[], women: Person[], seed: number, year: number): ModelEvent[] {
  const draw = (singles: 'men' | 'women', field: Person[]) =>
    playKnockout(
      {
        sport: 'tennis',
        competition: `${s.name} ${singles === 'men' ? "Men's" : "Women's"} Singles`,
        venue: s.venue,
        zone: s.zone,
        durationMinutes: singles === 'men' ? 200 : 130,
        rounds: roundDays(s.start, singles).map((dates, i): KnockoutRound => ({
          name: ROUNDS[i] as string,
          dates,
          times: i >= 5 ? [s.times[s.times.length - 1] as [number, number]] : s.times,
          play: sets(singles === 'men' ? 5 : 3),
        })),
      },
      field,
      rngFor(seed, 'tennis', s.name, singles, year),
    );
  return [...draw('men', men), ...draw('women', women)];
}

/** Day sessions on the show courts and the outside courts: many matches share a start time. */
const sessions = (first: number, last: number): [number, number][] =>
  Array.from({ length: 24 }, (_, i) => [first + Math.floor((i * (last - first)) / 24), 0]);

function slams(year: number): Slam[] {
  const roland = addDays(onOrAfter(ymd(year, 6, 4), 0), -14);
  return [
    {
      name: 'Australian Open',
      venue: 'Melbourne Park, Melbourne',
      zone: 'Australia/Melbourne',
      start: onOrAfter(ymd(year, 1, 12), 0),
      times: sessions(11, 20),
    },
    {
      name: 'Roland-Garros',
      venue: 'Stade Roland-Garros, Paris',
      zone: 'Europe/Paris',
      start: roland,
      times: sessions(11, 20),
    },
    {
      name: 'Wimbledon',
      venue: 'All England Club, Wimbledon',
      zone: 'Europe/London',
      start: onOrAfter(ymd(year, 6, 28), 1),
      times: sessions(11, 18),
    },
    // Labor Day is the first Monday of September; the men's final is the Sunday after it.
    {
      name: 'US Open',
      venue: 'USTA Billie Jean King National Tennis Center, New York',
      zone: 'America/New_York',
      start: addDays(nthWeekday(year, 9, 1, 1), -7),
      times: sessions(11, 19),
    },
  ];
}

/** ATP Finals, Turin: two round-robin groups of four from the Sunday between 9 and 15 November, then the knockout. */
function atpFinals(year: number, men: Person[], seed: number): ModelEvent[] {
  const rng = rngFor(seed, 'tennis', 'atp-finals', year);
  const start = onOrAfter(ymd(year, 11, 9), 0);
  const groups = [
    [0, 3, 4, 7],
    [1, 2, 5, 6],
  ].map((g) => g.map((i) => men[i] as Person));
  const base = {
    sport: 'tennis' as const,
    competition: 'ATP Finals',
    venue: 'Inalpi Arena, Turin',
    durationMinutes: 150,
  };
  const events: ModelEvent[] = [];
  const standings = groups.map((g) => g.map((p) => ({ p, wins: 0 })));
  const pairs = [
    [0, 1],
    [2, 3],
    [0, 2],
    [1, 3],
    [0, 3],
    [1, 2],
  ] as const;
  pairs.forEach(([a, b], round) =>
    standings.forEach((table, g) => {
      const [x, y] = [table[a], table[b]] as [{ p: Person; wins: number }, { p: Person; wins: number }];
      const result = score.tennis(rng, 3, winChance(x.p.rating, y.p.rating));
      (result.winner === 0 ? x : y).wins++;
      const day = addDays(start, Math.floor((round * 2 + g) / 2));
      events.push(
        makeEvent({
          ...base,
          round: `Group ${g === 0 ? 'A' : 'B'}`,
          start: instantAt(day, g === round % 2 ? 13 : 19, 0, 'Europe/Rome'),
          competitors: [competitor(x.p.name, x.p.country), competitor(y.p.name, y.p.country)],
          result,
          index: events.length,
        }),
      );
    }),
  );
  const [a, b] = standings.map((t) =>
    [...t].sort((m, n) => n.wins - m.wins || n.p.rating - m.p.rating).map((s) => s.p),
  );
  const semis = [
    [a?.[0], b?.[1]],
    [b?.[0], a?.[1]],
  ] as [Person, Person][];
  const finalists = semis.map(([x, y], i) => {
    const result = score.tennis(rng, 3, winChance(x.rating, y.rating));
    events.push(
      makeEvent({
        ...base,
        round: 'Semi-final',
        start: instantAt(addDays(start, 6), i === 0 ? 14 : 20, 0, 'Europe/Rome'),
        competitors: [competitor(x.name, x.country), competitor(y.name, y.country)],
        result,
        index: events.length,
      }),
    );
    return result.winner === 0 ? x : y;
  }) as [Person, Person];
  events.push(
    makeEvent({
      ...base,
      round: 'Final',
      start: instantAt(addDays(start, 7), 18, 0, 'Europe/Rome'),
      competitors: finalists.map((p) => competitor(p.name, p.country)),
      result: score.tennis(rng, 3, winChance(finalists[0].rating, finalists[1].rating)),
      index: events.length,
    }),
  );
  return events;
}

const DAVIS_CUP_NATIONS = [
  'Italy',
  'Spain',
  'Australia',
  'United States',
  'Germany',
  'Netherlands',
  'Canada',
  'Argentina',
  'France',
  'Great Britain',
  'Serbia',
  'Czechia',
];

/** Davis Cup Finals: eight nations, Tuesday to Sunday of the week after the ATP Finals. */
function davisCup(year: number, seed: number): ModelEvent[] {
  const rng = rngFor(seed, 'tennis', 'davis-cup', year);
  const nations = rng
    .sample(DAVIS_CUP_NATIONS, 8)
    .map((name) => ({ name, country: '', rating: 1500 + rng.int(-150, 150) }));
  const tuesday = addDays(onOrAfter(ymd(year, 11, 9), 0), 9);
  const days = daysBetween(tuesday, addDays(tuesday, 5));
  const ties = (rng2: SeededRandom, chance: number) => score.teamTennis(rng2, chance);
  return playKnockout(
    {
      sport: 'tennis',
      competition: 'Davis Cup Finals',
      venue:
        year === 2024 ? 'Palacio de Deportes José María Martín Carpena, Málaga' : 'Unipol Arena, Bologna',
      zone: 'Europe/Rome',
      durationMinutes: 360,
      rounds: [
        {
          name: 'Quarter-final',
          dates: days.slice(0, 3),
          times: [
            [16, 0],
            [16, 0],
          ],
          play: ties,
        },
        { name: 'Semi-final', dates: days.slice(3, 5), times: [[16, 0]], play: ties },
        { name: 'Final', dates: days.slice(5, 6), times: [[16, 0]], play: ties },
      ],
    },
    nations,
    rng,
  ).map((e) => ({ ...e, competitors: e.competitors.map((c) => ({ ...c, country: null })) }));
}

export function tennisEvents(year: number, seed: number): ModelEvent[] {
  const men = roster(rngFor(seed, 'tennis', 'men'), 128, MIX);
  const women = roster(rngFor(seed, 'tennis', 'women'), 128, MIX, 'female');
  return [
    ...slams(year).flatMap((s) => slam(s, men, women, seed, year)),
    ...atpFinals(year, men, seed),
    ...davisCup(year, seed),
  ];
}

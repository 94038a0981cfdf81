import { addDays, instantAt, nthWeekday, ymd } from './dates';
import { competitor, makeEvent, type ModelEvent } from './event';
import { roster, winChance } from './names';
import { rngFor } from './random';
import * as score from './scores';

const MIX = [
  ['ENG', 10],
  ['SCO', 2],
  ['WAL', 2],
  ['NIR', 1],
  ['IRL', 2],
  ['USA', 4],
  ['MEX', 3],
  ['UKR', 2],
  ['POL', 1],
  ['AUS', 1],
  ['RSA', 1],
  ['JPN', 1],
] as const;
const WEIGHTS = [
  'Heavyweight',
  'Cruiserweight',
  'Light-heavyweight',
  'Super-middleweight',
  'Middleweight',
  'Super-welterweight',
  'Welterweight',
  'Super-lightweight',
  'Lightweight',
  'Super-featherweight',
  'Featherweight',
  'Super-bantamweight',
];
const BELTS = ['WBC', 'WBA', 'IBF', 'WBO', 'British', 'Commonwealth', 'European'];
const VENUES = [
  'The O2, London',
  'OVO Arena Wembley, London',
  'Copper Box Arena, London',
  'York Hall, Bethnal Green',
  'AO Arena, Manchester',
  'Utilita Arena, Sheffield',
  'M&S Bank Arena, Liverpool',
  'OVO Hydro, Glasgow',
  'Utilita Arena, Cardiff',
  'SSE Arena, Belfast',
  'Resorts World Arena, Birmingham',
  'Utilita Arena, Newcastle',
  'Motorpoint Arena, Nottingham',
  'Bournemouth International Centre',
];

/**
 * Saturday night cards through the year, bar the Christmas fortnight: a title fight for the main event over twelve
 * rounds, the chief support over ten (a British points decision when it goes the distance).
 */
export function boxingEvents(year: number, seed: number): ModelEvent[] {
  const boxers = roster(rngFor(seed, 'boxing', 'boxers'), 160, MIX);
  const events: ModelEvent[] = [];
  for (
    let saturday = nthWeekday(year, 1, 6, 2);
    saturday <= ymd(year, 12, 19);
    saturday = addDays(saturday, 7)
  ) {
    const rng = rngFor(seed, 'boxing', saturday);
    const venue = rng.pick(VENUES);
    const [a, b, c, d] = rng.sample(boxers, 4) as [
      (typeof boxers)[number],
      (typeof boxers)[number],
      (typeof boxers)[number],
      (typeof boxers)[number],
    ];
    const bouts = [
      {
        round: `Main event: ${rng.pick(BELTS)} ${rng.pick(WEIGHTS)} title`,
        x: a,
        y: b,
        rounds: 12,
        title: true,
        at: [22, 0],
      },
      { round: `Chief support: ${rng.pick(WEIGHTS)}`, x: c, y: d, rounds: 10, title: false, at: [21, 0] },
    ] as const;
    bouts.forEach((bout) =>
      events.push(
        makeEvent({
          sport: 'boxing',
          competition: `Boxing at ${venue.split(',')[0]}`,
          round: bout.round,
          venue,
          start: instantAt(saturday, bout.at[0], bout.at[1]),
          durationMinutes: bout.rounds * 4 + 15,
          competitors: [competitor(bout.x.name, bout.x.country), competitor(bout.y.name, bout.y.country)],
          result: score.boxing(rng, bout.rounds, winChance(bout.x.rating, bout.y.rating), bout.title),
          index: events.length,
        }),
      ),
    );
  }
  return events;
}

import { rngFor } from './random';
import { addDays, daysBetween, nthWeekday, onOrAfter, ymd } from './dates';
import { playKnockout, type KnockoutRound } from './knockout';
import { round } from './rounds';
import { roster, type Person } from './names';
import * as score from './scores';
import type { ModelEvent } from './event';

const MIX = [
  ['ENG', 10],
  ['NED', 4],
  ['WAL', 2],
  ['SCO', 2],
  ['NIR', 1],
  ['IRL', 1],
  ['BEL', 2],
  ['GER', 2],
  ['AUS', 1],
  ['POL', 1],
] as const;

const players = (seed: number): Person[] => roster(rngFor(seed, 'darts', 'players'), 128, MIX);

const match =
  (unit: 'sets' | 'legs') =>
  (target: number): KnockoutRound['play'] =>
  (rng, chance) =>
    score.darts(rng, unit, target, chance);
const sets = match('sets');
const legs = match('legs');
const AFTERNOON_EVENING = '12:30 13:30 14:30 19:00 20:00 21:00';
const EVENING = '19:00 20:00 21:00 22:00';

/** The PDC World Championship that starts in December of `year`: Alexandra Palace, final on 3 January. */
function worldChampionship(year: number, field: Person[], seed: number): ModelEvent[] {
  const start = ymd(year, 12, 11);
  // No play on Christmas Eve, Christmas Day or Boxing Day.
  const before = daysBetween(start, ymd(year, 12, 23));
  const after = daysBetween(ymd(year, 12, 27), ymd(year, 12, 30));
  const r1 = before.slice(0, 7);
  const r2 = [...before.slice(7), after[0] as string];
  return playKnockout(
    {
      sport: 'darts',
      competition: 'PDC World Darts Championship',
      venue: 'Alexandra Palace, London',
      durationMinutes: 75,
      rounds: [
        round('First round', r1, sets(3), AFTERNOON_EVENING),
        round('Second round', r2, sets(3), AFTERNOON_EVENING),
        round('Third round', after.slice(1, 3), sets(4), AFTERNOON_EVENING),
        round('Fourth round', [ymd(year, 12, 30)], sets(4), AFTERNOON_EVENING),
        round('Quarter-final', [ymd(year + 1, 1, 1)], sets(5), '13:00 14:30 19:30 21:00'),
        round('Semi-final', [ymd(year + 1, 1, 2)], sets(6), '19:30 21:00'),
        round('Final', [ymd(year + 1, 1, 3)], sets(7), '20:00'),
      ],
    },
    field,
    rngFor(seed, 'darts', 'wc', year),
  );
}

const PREMIER_LEAGUE_NIGHTS = [
  'SSE Arena, Belfast',
  'OVO Hydro, Glasgow',
  '3Arena, Dublin',
  'Westpoint, Exeter',
  'Utilita Arena, Cardiff',
  'Brighton Centre, Brighton',
  'Motorpoint Arena, Nottingham',
  'Uber Arena, Berlin',
  'AO Arena, Manchester',
  'Rotterdam Ahoy, Rotterdam',
  'M&S Bank Arena, Liverpool',
  'Utilita Arena, Newcastle',
  'P&J Live, Aberdeen',
  'Utilita Arena, Birmingham',
  'First Direct Arena, Leeds',
  'Utilita Arena, Sheffield',
];

/** Sixteen Thursday nights from early February, then the play-offs at The O2 in late May. */
function premierLeague(year: number, field: Person[], seed: number): ModelEvent[] {
  const eight = field.slice(0, 8);
  const first = nthWeekday(year, 2, 4, 1);
  const events = PREMIER_LEAGUE_NIGHTS.flatMap((venue, night) =>
    playKnockout(
      {
        sport: 'darts',
        competition: `Premier League Darts Night ${night + 1}`,
        venue,
        durationMinutes: 40,
        rounds: [
          round('Quarter-final', [addDays(first, 7 * night)], legs(6), '19:10 19:50 20:30 21:10'),
          round('Semi-final', [addDays(first, 7 * night)], legs(6), '21:50 22:30'),
          round('Final', [addDays(first, 7 * night)], legs(6), '23:10'),
        ],
      },
      rngFor(seed, 'darts', 'pl-order', year, night).sample(eight, 8),
      rngFor(seed, 'darts', 'pl', year, night),
    ),
  );
  const finals = addDays(first, 7 * 16);
  return [
    ...events,
    ...playKnockout(
      {
        sport: 'darts',
        competition: 'Premier League Darts Play-offs',
        venue: 'The O2, London',
        durationMinutes: 60,
        rounds: [
          round('Semi-final', [finals], legs(10), '19:30 20:45'),
          round('Final', [finals], legs(11), '22:00'),
        ],
      },
      eight.slice(0, 4),
      rngFor(seed, 'darts', 'pl-finals', year),
    ),
  ];
}

/** World Matchplay, Winter Gardens, Blackpool: nine days from the second Saturday of July. */
function worldMatchplay(year: number, field: Person[], seed: number): ModelEvent[] {
  const start = nthWeekday(year, 7, 6, 2);
  const days = daysBetween(start, addDays(start, 8));
  return playKnockout(
    {
      sport: 'darts',
      competition: 'World Matchplay',
      venue: 'Winter Gardens, Blackpool',
      durationMinutes: 70,
      rounds: [
        round('First round', days.slice(0, 4), legs(10), EVENING),
        round('Second round', days.slice(4, 6), legs(11), EVENING),
        round('Quarter-final', days.slice(6, 7), legs(16), '13:00 14:30 19:00 20:30'),
        round('Semi-final', days.slice(7, 8), legs(17), '19:00 20:45'),
        round('Final', days.slice(8, 9), legs(18), '20:00'),
      ],
    },
    field.slice(0, 32),
    rngFor(seed, 'darts', 'matchplay', year),
  );
}

/** Grand Slam of Darts, Wolverhampton: nine days from the Saturday between 8 and 14 November. */
function grandSlam(year: number, field: Person[], seed: number): ModelEvent[] {
  const start = onOrAfter(ymd(year, 11, 8), 6);
  const days = daysBetween(start, addDays(start, 8));
  return playKnockout(
    {
      sport: 'darts',
      competition: 'Grand Slam of Darts',
      venue: 'WV Active Aldersley, Wolverhampton',
      durationMinutes: 50,
      rounds: [
        round('Group stage', days.slice(0, 4), legs(5), EVENING),
        round('Second round', days.slice(4, 6), legs(10), EVENING),
        round('Quarter-final', days.slice(6, 7), legs(16), EVENING),
        round('Semi-final', days.slice(7, 8), legs(16), '19:00 20:45'),
        round('Final', days.slice(8, 9), legs(16), '20:00'),
      ],
    },
    rngFor(seed, 'darts', 'gs-field', year).sample(field.slice(0, 40), 32),
    rngFor(seed, 'darts', 'gs', year),
  );
}

/** Two boards in play: each start time twice, `count` times `step` minutes apart. */
function boards(hour: number, minute: number, count: number, step: number): [number, number][] {
  return Array.from({ length: count * 2 }, (_, i) => {
    const at = hour * 60 + minute + Math.floor(i / 2) * step;
    return [Math.floor(at / 60), at % 60];
  });
}

/** Players Championship Finals, Butlin's Minehead: the last Friday to Sunday of November. */
function playersChampionshipFinals(year: number, field: Person[], seed: number): ModelEvent[] {
  const friday = addDays(onOrAfter(ymd(year, 11, 24), 0), -2);
  const days = daysBetween(friday, addDays(friday, 2));
  return playKnockout(
    {
      sport: 'darts',
      competition: 'Players Championship Finals',
      venue: "Butlin's, Minehead",
      durationMinutes: 35,
      rounds: [
        round('First round', days.slice(0, 1), legs(6), boards(12, 0, 16, 25)),
        round('Second round', days.slice(1, 2), legs(6), boards(12, 0, 8, 25)),
        round('Third round', days.slice(1, 2), legs(10), '19:00 20:00'),
        round('Quarter-final', days.slice(2, 3), legs(10), '13:00 14:00'),
        round('Semi-final', days.slice(2, 3), legs(11), '19:00 20:00'),
        round('Final', days.slice(2, 3), legs(11), '21:30'),
      ],
    },
    field,
    rngFor(seed, 'darts', 'pcf', year),
  );
}

/** Every darts event that starts in `year`. */
export function dartsEvents(year: number, seed: number): ModelEvent[] {
  const field = players(seed);
  return [
    ...premierLeague(year, field, seed),
    ...worldMatchplay(year, field, seed),
    ...grandSlam(year, field, seed),
    ...playersChampionshipFinals(year, field, seed),
    ...worldChampionship(year, field, seed),
  ];
}

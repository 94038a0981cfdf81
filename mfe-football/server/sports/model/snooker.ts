import type { SeededRandom } from '@sl/server-kit';
import { addDays, daysBetween, nthWeekday, onOrAfter, ymd } from './dates';
import type { ModelEvent } from './event';
import { playKnockout } from './knockout';
import { round } from './rounds';
import { roster, type Person } from './names';
import { rngFor } from './random';
import * as score from './scores';

const MIX = [
  ['ENG', 10],
  ['CHN', 6],
  ['SCO', 3],
  ['WAL', 3],
  ['NIR', 1],
  ['IRL', 1],
  ['BEL', 1],
  ['AUS', 1],
] as const;
const frames = (target: number) => (rng: SeededRandom, chance: number) => score.snooker(rng, target, chance);
const SESSIONS = '10:00 13:00 19:00';
const AFTERNOON_EVENING = '13:00 19:00';
/** Two tables in play: two matches start at each session. */
const TWO_TABLES = '13:00 13:00 19:00 19:00';

const players = (seed: number): Person[] => roster(rngFor(seed, 'snooker', 'players'), 32, MIX);

/** The Masters, Alexandra Palace: the top 16, Sunday to Sunday from the Sunday between 8 and 14 January. */
function masters(year: number, field: Person[], seed: number): ModelEvent[] {
  const days = daysBetween(onOrAfter(ymd(year, 1, 8), 0), addDays(onOrAfter(ymd(year, 1, 8), 0), 7));
  return playKnockout(
    {
      sport: 'snooker',
      competition: 'The Masters',
      venue: 'Alexandra Palace, London',
      durationMinutes: 240,
      rounds: [
        round('First round', days.slice(0, 4), frames(6), AFTERNOON_EVENING),
        round('Quarter-final', days.slice(4, 6), frames(6), AFTERNOON_EVENING),
        round('Semi-final', days.slice(6, 7), frames(6), AFTERNOON_EVENING),
        round('Final', days.slice(7, 8), frames(10), '13:00'),
      ],
    },
    field.slice(0, 16),
    rngFor(seed, 'snooker', 'masters', year),
  );
}

/** World Championship, the Crucible: seventeen days from the third Saturday of April to the May bank holiday. */
function worldChampionship(year: number, field: Person[], seed: number): ModelEvent[] {
  const start = nthWeekday(year, 4, 6, 3);
  const days = daysBetween(start, addDays(start, 16));
  return playKnockout(
    {
      sport: 'snooker',
      competition: 'World Snooker Championship',
      venue: 'Crucible Theatre, Sheffield',
      durationMinutes: 60 * 9,
      rounds: [
        round('First round', days.slice(0, 7), frames(10), SESSIONS),
        round('Second round', days.slice(7, 11), frames(13), SESSIONS),
        round('Quarter-final', days.slice(11, 13), frames(13), '10:00 14:30'),
        round('Semi-final', days.slice(13, 15), frames(17), '10:00'),
        round('Final', days.slice(15, 16), frames(18), '13:00'),
      ],
    },
    field,
    rngFor(seed, 'snooker', 'world', year),
  );
}

/** UK Championship, York Barbican: nine days from the last Saturday of November. */
function ukChampionship(year: number, field: Person[], seed: number): ModelEvent[] {
  const start = onOrAfter(ymd(year, 11, 22), 6);
  const days = daysBetween(start, addDays(start, 8));
  return playKnockout(
    {
      sport: 'snooker',
      competition: 'UK Championship',
      venue: 'York Barbican, York',
      durationMinutes: 240,
      rounds: [
        round('First round', days.slice(0, 4), frames(6), TWO_TABLES),
        round('Second round', days.slice(4, 6), frames(6), TWO_TABLES),
        round('Quarter-final', days.slice(6, 7), frames(6), TWO_TABLES),
        round('Semi-final', days.slice(7, 8), frames(6), AFTERNOON_EVENING),
        round('Final', days.slice(8, 9), frames(10), '13:00'),
      ],
    },
    field,
    rngFor(seed, 'snooker', 'uk', year),
  );
}

export function snookerEvents(year: number, seed: number): ModelEvent[] {
  const field = players(seed);
  return [
    ...masters(year, field, seed),
    ...worldChampionship(year, field, seed),
    ...ukChampionship(year, field, seed),
  ];
}

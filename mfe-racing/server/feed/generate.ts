import type { RacingMeeting } from '@sl/contracts';
import { SeededRandom, londonInstant, londonTime } from '@sl/server-kit';
import { COURSES, GOINGS } from './courses';

const RACE_KINDS = [
  'Handicap',
  'Novices Hurdle',
  'Maiden Stakes',
  'Handicap Chase',
  'Conditions Stakes',
  'Juvenile Hurdle',
  'Beginners Chase',
  'Classified Stakes',
];
const SPONSORS = [
  'Racing Post',
  'Sky Bet',
  'BetVictor',
  'Coral',
  'William Hill',
  'Paddy Power',
  'Betfair',
  'Unibet',
  'At The Races',
  'Jockey Club',
];

/** Stable ids: meeting = yyyymmdd * 100 + course id; race = meeting id * 10 + race number. */
export function meetingIdFor(date: string, courseId: number): number {
  return Number(date.replace(/-/g, '')) * 100 + courseId;
}

/**
 * A day of UK and Irish meetings, the same for the same date on every machine: 4 to 6 courses, 6 or 7 races
 * each, staggered first races so a day's card runs from early afternoon into the evening.
 */
export function generateDay(date: string): RacingMeeting[] {
  const rng = new SeededRandom(`racing:${date}`);
  const gb = COURSES.filter((c) => c.country === 'GB');
  const ie = COURSES.filter((c) => c.country === 'IE');
  const chosen = [...rng.sample(gb, rng.int(3, 4)), ...rng.sample(ie, rng.int(1, 2))];
  return chosen
    .map((course, index) => {
      const meetingId = meetingIdFor(date, course.id);
      const raceCount = rng.int(6, 7);
      const evening = index === chosen.length - 1 && rng.chance(0.5);
      const firstMinutes = (evening ? 16 * 60 + 30 : 12 * 60 + 15) + index * 10 + rng.int(0, 2) * 5;
      const going =
        course.name === 'Wolverhampton' || course.name === 'Southwell' || course.name === 'Dundalk'
          ? 'Standard'
          : rng.pick(GOINGS.slice(0, 5));
      return {
        meetingId,
        meetingDate: date,
        courseId: course.id,
        courseName: course.name,
        countryCode: course.country,
        going,
        races: Array.from({ length: raceCount }, (_, r) => {
          const minutes = firstMinutes + r * (30 + rng.int(0, 1) * 5);
          const off = londonInstant(date, Math.floor(minutes / 60), minutes % 60);
          return {
            raceId: meetingId * 10 + (r + 1),
            raceNumber: r + 1,
            offTime: off.toISOString(),
            offTimeLocal: londonTime(off),
            title: `${rng.pick(SPONSORS)} ${rng.pick(RACE_KINDS)}`,
            runners: rng.int(4, 20),
          };
        }),
      };
    })
    .sort(
      (a, b) =>
        (a.races[0]?.offTime ?? '').localeCompare(b.races[0]?.offTime ?? '') ||
        a.courseName.localeCompare(b.courseName),
    );
}

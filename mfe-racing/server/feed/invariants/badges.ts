import type { Entry, Performance, RunnerBadge } from '@sl/contracts';
import { parseDistance, FURLONG } from '../world/distance';
import { entryLabel, raceLabel, type Day } from './day';
import { newestFirst } from './form';

/** Two trips are the same distance for a D when they round to the same furlong (7f and 7f 6y; not 7f and 1m). */
const sameTrip = (a: string, b: string): boolean =>
  Math.round(parseDistance(a) / FURLONG) === Math.round(parseDistance(b) / FURLONG);

/**
 * The card's badges from the horse's runs: C won at this course, D won at this distance, CD both in one win
 * (shown instead of C and D), BF started favourite last time out and was beaten.
 */
export function runnerBadges(
  performances: readonly Performance[],
  courseId: number,
  distance: string,
): RunnerBadge[] {
  const wins = performances.filter((p) => p.positionOfficial === 1);
  const course = wins.some((p) => p.courseId === courseId);
  const trip = wins.some((p) => p.distance !== undefined && sameTrip(p.distance, distance));
  const both = wins.some(
    (p) => p.courseId === courseId && p.distance !== undefined && sameTrip(p.distance, distance),
  );
  const badges: RunnerBadge[] = [];
  if (both) badges.push('CD');
  else {
    if (course) badges.push('C');
    if (trip) badges.push('D');
  }
  const last = newestFirst(performances)[0];
  if (last?.favourite && last.positionOfficial !== 1) badges.push('BF');
  return badges;
}

/** An entry's badges are the ones its runs earn (checked only where the feed gives badges). */
export const badgeProblems = (day: Day): string[] =>
  day.races.flatMap((race) =>
    race.entries
      .filter((e): e is Entry & { badges: RunnerBadge[] } => e.badges !== undefined)
      .filter(
        (e) =>
          e.badges.join(' ') !== runnerBadges(e.horse.performances, race.courseId, race.distance).join(' '),
      )
      .map(
        (e) =>
          `${raceLabel(race)}: ${entryLabel(e)} shows badges "${e.badges.join(' ')}" but its runs earn "${runnerBadges(e.horse.performances, race.courseId, race.distance).join(' ')}"`,
      ),
  );

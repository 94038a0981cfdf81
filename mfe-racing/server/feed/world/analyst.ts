import { hash } from './hash';
import type { PastRun } from './history';
import type { CoreEntry, CoreRace } from './day';

/**
 * The analyst's pre-race note on a runner, written from its record: how it ran last time and when, whether it has
 * won over course and distance, where it stands in the weights against its last win, the trip and the going, and a
 * verdict that follows its place in the market.
 */
const when = (days: number) =>
  days <= 10
    ? 'last week'
    : days <= 21
      ? `${Math.round(days / 7)} weeks ago`
      : days <= 45
        ? 'last month'
        : days <= 120
          ? `${Math.round(days / 30)} months ago`
          : 'last season';

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

export function analystComment(
  race: CoreRace,
  e: CoreEntry,
  runs: readonly PastRun[],
  marketRank: number,
  poundsSinceWin: number | null,
  date: string,
  /** Whether the horse has raced before, at any time (its record shows only the last months). */
  raced: boolean,
): string {
  const pick = (options: readonly string[], salt: number) =>
    options[hash(race.plan.raceId, e.horse.serial, 300 + salt) % options.length]!;
  const parts: string[] = [];
  const last = runs[0];
  if (!last && !raced)
    parts.push(
      pick(['Newcomer', 'Makes debut', 'Unraced'], 1) +
        (e.market > 0.2 ? ' but well touted' : ' from a yard that does well with these'),
    );
  else if (!last)
    parts.push(
      pick(['Returns from a long break', 'First run for a long time', 'Back from a lengthy absence'], 6) +
        (e.market > 0.2 ? ' but the market expects a big run' : ' and may need the run'),
    );
  else {
    const ago = when(daysBetween(last.date, date));
    const course = last.race.meeting.course.name;
    const le = last.entry;
    if (le.position === 1) parts.push(`Won at ${course} ${ago}`);
    else if (le.position >= 2 && le.position <= 3 && le.beaten <= 3)
      parts.push(`Ran well when ${le.position === 2 ? 'second' : 'third'} at ${course} ${ago}`);
    else if (le.position > 0 && le.beaten <= 8) parts.push(`Not beaten far at ${course} ${ago}`);
    else if (le.position === 0)
      parts.push(
        `${{ F: 'Fell', UR: 'Unseated rider', PU: 'Pulled up', BD: 'Brought down', RO: 'Ran out', SU: 'Slipped up' }[le.nonFinisher] ?? 'Failed to finish'} at ${course} ${ago}`,
      );
    else parts.push(`Well held at ${course} ${ago}`);
  }
  const cd = runs.some(
    (r) =>
      r.entry.position === 1 &&
      r.race.meeting.course.id === race.meeting.course.id &&
      Math.abs(r.race.plan.distanceYards - race.plan.distanceYards) <= 220,
  );
  if (cd) parts.push('a course-and-distance winner');
  if (race.plan.handicap && poundsSinceWin !== null)
    parts.push(
      poundsSinceWin > 0
        ? `only ${poundsSinceWin}lb higher than for last win`
        : poundsSinceWin < 0
          ? `${-poundsSinceWin}lb below last winning mark`
          : 'off the same mark as last win',
    );
  if (last) {
    const diff = race.plan.distanceYards - last.race.plan.distanceYards;
    if (diff >= 440) parts.push('steps up in trip');
    else if (diff <= -440) parts.push('drops back in trip');
  }
  const sameGoingWin = runs.some(
    (r) => r.entry.position === 1 && r.race.meeting.going === race.meeting.going,
  );
  if (sameGoingWin && parts.length < 3) parts.push(`has won on ${race.meeting.going.toLowerCase()}`);
  const verdict =
    marketRank === 1
      ? pick(['leading claims.', 'the one to beat.', 'sets the standard.'], 2)
      : marketRank <= 3
        ? pick(['sure to be involved.', 'each-way claims.', 'respected.'], 3)
        : marketRank <= 6
          ? pick(['place claims at best.', 'could be involved.', 'others preferred.'], 4)
          : pick(['hard to fancy.', 'others preferred.', 'looks up against it.'], 5);
  const [head, ...rest] = parts;
  return `${[head, ...rest].join(', ')}; ${verdict}`;
}

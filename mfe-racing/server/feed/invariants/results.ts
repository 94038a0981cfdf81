import type { ResultPlacing } from '@sl/contracts';
import { raceLabel, runnersOf, type Day } from './day';
import { raceCodeOf } from './race-code';

/** Non-finisher codes only a jumps race can have: fell, unseated, brought down, ran out, slipped up, carried out, pulled up. */
const JUMPS_ONLY_NON_FINISHER_CODES: readonly string[] = ['F', 'UR', 'BD', 'RO', 'SU', 'CO', 'PU'];

const withResult = (day: Day) =>
  day.races.flatMap((race) => (race.result ? [{ race, placings: race.result.placings }] : []));

/**
 * Finishers are placed 1 to n with no gap; a dead heat shares a place and the next place is skipped (1, 1, 3), as
 * the Rules of Racing place them.
 */
export function resultPositionProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const { race, placings } of withResult(day)) {
    const positions = placings
      .map((p) => p.position)
      .filter((p) => p > 0)
      .sort((a, b) => a - b);
    const ok = positions.every((p, i) => p === i + 1 || (i > 0 && p === positions[i - 1]));
    if (!ok)
      problems.push(
        `${raceLabel(race)}: finishing positions ${positions.join(', ')} are not 1 to ${positions.length} in order`,
      );
  }
  return problems;
}

const placingLabel = (p: ResultPlacing) =>
  p.jockeyFullName ? `${p.horseName} (jockey ${p.jockeyFullName})` : p.horseName;

/** A non-finisher (position 0) has a code, a finisher none. */
export function nonFinisherCodeProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const { race, placings } of withResult(day))
    for (const p of placings) {
      if (p.position === 0 && p.nonFinisherCode === '')
        problems.push(`${raceLabel(race)}: ${placingLabel(p)} did not finish but has no non-finisher code`);
      if (p.position > 0 && p.nonFinisherCode !== '')
        problems.push(
          `${raceLabel(race)}: ${placingLabel(p)} finished ${p.position} but has non-finisher code ${p.nonFinisherCode}`,
        );
    }
  return problems;
}

/** Nobody falls, unseats or pulls up in a flat race: no jumps-only code in one. */
export const flatNonFinisherCodeProblems = (day: Day): string[] =>
  withResult(day)
    .filter(({ race }) => raceCodeOf(race).code === 'flat')
    .flatMap(({ race, placings }) =>
      placings
        .filter((p) => JUMPS_ONLY_NON_FINISHER_CODES.includes(p.nonFinisherCode))
        .map(
          (p) =>
            `${raceLabel(race)}: ${placingLabel(p)} has jumps-only code ${p.nonFinisherCode} in a flat race`,
        ),
    );

/** The winner is beaten by nobody: its distance is empty. */
export const winnerDistanceProblems = (day: Day): string[] =>
  withResult(day).flatMap(({ race, placings }) =>
    placings
      .filter((p) => p.position === 1 && p.distance !== '')
      .map(
        (p) =>
          `${raceLabel(race)}: winner ${placingLabel(p)} has distance "${p.distance}"; a winner's is empty`,
      ),
  );

/** Every placed horse ran in the race (is one of its runners). */
export function placingRunnerProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const { race, placings } of withResult(day)) {
    const runners = new Set(runnersOf(race).map((e) => e.horseCode));
    for (const p of placings)
      if (!runners.has(p.horseCode))
        problems.push(
          `${raceLabel(race)}: ${p.horseName} (${p.horseCode}) is in the result but not a runner`,
        );
  }
  return problems;
}

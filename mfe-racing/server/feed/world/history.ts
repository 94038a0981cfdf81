import { fractionToDecimal, type Performance } from '@sl/contracts';
import { coreDay, type CoreEntry, type CoreRace, type Planner } from './day';
import { longComment, shortComment } from './comments';
import { dateOfDay, dayNumber } from './hash';
import { racingDays, type WorldHorse } from './horses';

/**
 * A horse's past is its real earlier runs in this world: the days it could have raced, looked up newest first in
 * those days' racing (each day worked out once and cached), so a run reads the same on every later day it is shown
 * and a result joins the horse's form the day after it is run.
 */
export interface PastRun {
  date: string;
  race: CoreRace;
  entry: CoreEntry;
}

/** How far back a horse's record is looked for (far enough to reach back over the summer or winter break), and how many runs it shows. */
export const HISTORY_DAYS = 270;
export const RUNS_SHOWN = 6;

const runsCache = new Map<string, PastRun[]>();

export function pastRuns(
  seed: string,
  h: WorldHorse,
  date: string,
  planner: Planner,
  limit = RUNS_SHOWN,
): PastRun[] {
  const key = `${seed}:${h.code}:${date}:${limit}`;
  const held = runsCache.get(key);
  if (held) return held;
  const today = dayNumber(date);
  const days = racingDays(seed, h, today - HISTORY_DAYS, today - 1);
  const runs: PastRun[] = [];
  for (let i = days.length - 1; i >= 0 && runs.length < limit; i--) {
    const day = dateOfDay(days[i]!.day);
    const found = coreDay(seed, day, planner).find(h.code);
    if (found && found.entry.runs) runs.push({ date: day, race: found.race, entry: found.entry });
  }
  if (runsCache.size > 100_000) runsCache.clear();
  runsCache.set(key, runs);
  return runs;
}

/** A past run as the feed's performance record gives it. */
export function performanceOf(run: PastRun): Performance {
  const { race, entry } = run;
  const trainer = race.plan.type === 'Flat' ? entry.horse.trainer : entry.horse.jumpsTrainer;
  return {
    meetingDate: `${run.date}T00:00:00.000Z`,
    courseId: race.meeting.course.id,
    raceNumber: race.plan.raceNumber,
    courseName: race.meeting.course.name.toUpperCase(),
    positionOfficial: entry.position,
    positionPastPost: entry.pastPost,
    nonFinisherCode: entry.nonFinisher,
    jockeyFullName: entry.jockey?.name ?? '',
    jockeyCode: entry.jockey?.code ?? '',
    trainerFullName: trainer.name,
    trainerCode: trainer.code,
    performanceRating: entry.performanceRating,
    performanceCommentShort: shortComment(race, entry),
    performanceCommentLong: longComment(race, entry),
    timefigure: entry.timefigure,
    distance: race.plan.distance,
    favourite: startedFavourite(race, entry),
    going: race.meeting.going,
    raceClass: race.plan.raceClass,
    startingPrice: entry.sp,
    runners: race.entries.filter((e) => e.runs).length,
  };
}

/** The shortest starting price among the race's runners (joint favourites share it). */
export function startedFavourite(race: CoreRace, entry: CoreEntry): boolean {
  if (!entry.runs || !entry.sp) return false;
  const shortest = Math.min(
    ...race.entries.filter((e) => e.runs && e.sp).map((e) => fractionToDecimal(e.sp)),
  );
  return fractionToDecimal(entry.sp) === shortest;
}

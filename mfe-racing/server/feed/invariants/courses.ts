import type { RaceCard } from '@sl/contracts';
import { courseById, type Course } from '../courses';
import { dateOf, meetingsOf, raceLabel, type Day } from './day';
import { inFlatTurfSeason, jumpsInSeason, raceCodeOf } from './race-code';

/** The race's course when courseId and courseName (any case) both name the same real course. */
function courseOf(race: RaceCard): Course | undefined {
  const course = courseById.get(race.courseId);
  return course && course.name.toLowerCase() === race.courseName.trim().toLowerCase() ? course : undefined;
}

/** Every race is at a real course we know, its id and name agreeing. */
export const knownCourseProblems = (day: Day): string[] =>
  day.races
    .filter((race) => !courseOf(race))
    .map(
      (race) =>
        `${raceLabel(race)}: course ${race.courseId} "${race.courseName}" is not a known course (id and name must agree)`,
    );

/** The racing a course stages: jumps where it has jumps, all-weather on its all-weather track, flat turf on turf. */
export function courseCodeProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const race of day.races) {
    const course = courseOf(race);
    if (!course) continue;
    const { code, type, surface } = raceCodeOf(race);
    const where = `${raceLabel(race)}: a ${type} race`;
    if (code === 'jumps' && course.jumps === null)
      problems.push(`${where} at ${course.name}, which has no jumps course`);
    if (code === 'jumps' && surface === 'AW')
      problems.push(`${where} on an all-weather going (${race.going}); jumps races are on turf`);
    if (code === 'flat' && surface === 'AW' && course.allWeather === null)
      problems.push(`${where} on going ${race.going} at ${course.name}, which has no all-weather track`);
    if (code === 'flat' && surface === 'Turf' && !course.flatTurf)
      problems.push(`${where} on turf at ${course.name}, which has no flat turf course`);
  }
  return problems;
}

/** Flat turf racing only in the flat turf season. */
export const flatTurfSeasonProblems = (day: Day): string[] =>
  day.races
    .filter((race) => {
      const { code, surface } = raceCodeOf(race);
      return code === 'flat' && surface === 'Turf' && !inFlatTurfSeason(dateOf(race.meetingDate));
    })
    .map(
      (race) =>
        `${raceLabel(race)}: flat turf racing on ${dateOf(race.meetingDate)}, outside the flat turf season`,
    );

/** Jumps racing at a course only in its jumps season (see jumpsInSeason). */
export function jumpsSeasonProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const race of day.races) {
    const course = courseOf(race);
    const date = dateOf(race.meetingDate);
    if (!course?.jumps || raceCodeOf(race).code !== 'jumps' || jumpsInSeason(course.jumps, date)) continue;
    problems.push(
      `${raceLabel(race)}: jumps racing on ${date} at ${course.name}, a ${course.jumps} jumps course`,
    );
  }
  return problems;
}

/** A meeting is all flat or all jumps. */
export function meetingCodeProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const races of meetingsOf(day)) {
    const codes = new Set(races.map((race) => raceCodeOf(race).code));
    if (codes.size > 1) {
      const list = races.map((race) => `${race.offTimeLocal} ${raceCodeOf(race).type}`).join(', ');
      problems.push(
        `meeting ${races[0]?.meetingId} (${races[0]?.courseName}) mixes flat and jumps races: ${list}`,
      );
    }
  }
  return problems;
}

/** A meeting has one official going. */
export function meetingGoingProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const races of meetingsOf(day)) {
    const goings = [...new Set(races.map((race) => race.going))];
    if (goings.length > 1)
      problems.push(
        `meeting ${races[0]?.meetingId} (${races[0]?.courseName}) has ${goings.length} goings: ${goings.join(', ')}`,
      );
  }
  return problems;
}

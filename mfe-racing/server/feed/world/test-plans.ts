import { COURSES } from '../courses';
import { meetingIdFor } from './ids';
import { dayNumber, hash, seedOf } from './hash';
import type { MeetingPlan, RacePlan, RaceType } from './types';

/**
 * Hand-built day plans for the fields, markets and results tests, so they do not depend on the calendar: a summer
 * day of flat meetings, a winter day of jumps meetings, each with a spread of race types, classes and field sizes.
 */
export function testPlan(date: string, seed: string): MeetingPlan[] {
  const month = Number(date.slice(5, 7));
  const summer = month >= 4 && month <= 10;
  const s = seedOf(seed, `plan:${date}`);
  const d = dayNumber(date);
  const courses = COURSES.filter((c) =>
    summer ? c.flatTurf : c.jumps === 'winter' || c.jumps === 'all-year',
  );
  const chosen = [...courses].sort((a, b) => hash(s, d, a.id) - hash(s, d, b.id)).slice(0, 6);
  return chosen.map((course, m) => {
    const meetingId = meetingIdFor(date, course.id);
    const code = summer ? 'flat' : 'jumps';
    const races: RacePlan[] = Array.from({ length: 7 }, (_, r) => {
      const k = hash(s, course.id, r);
      const type: RaceType = summer
        ? 'Flat'
        : (['Hurdle', 'Chase', 'Hurdle', 'Chase', 'NH Flat'] as const)[k % 5]!;
      const handicap = type !== 'NH Flat' && k % 3 === 0;
      const raceClass = course.country === 'IE' ? 0 : 2 + (k % 4);
      const top = summer
        ? ([0, 105, 95, 85, 75, 65][raceClass] ?? 70)
        : ([0, 150, 140, 125, 110, 100][raceClass] ?? 120);
      return {
        raceId: meetingId * 10 + r + 1,
        meetingId,
        raceNumber: r + 1,
        offMinutes: 13 * 60 + m * 10 + r * 30,
        type,
        surface: 'Turf',
        handicap,
        raceClass,
        grade: '',
        distanceYards: summer ? 1100 + (k % 9) * 220 : 3520 + (k % 6) * 440,
        distance: summer ? '1m' : '2m 4f',
        title: `Test ${handicap ? 'Handicap ' : ''}${type === 'Flat' ? 'Stakes' : type === 'NH Flat' ? 'NH Flat Race' : type}`,
        prize: 5000 + (k % 20) * 1000,
        minAge: type === 'Flat' ? (r === 0 ? 2 : 3) : 4,
        maxAge: type === 'Flat' && r === 0 ? 2 : type === 'NH Flat' ? 6 : null,
        sex: 'any',
        ratingBand: handicap ? [0, top] : null,
        fieldSize: 5 + (k % 12),
      };
    });
    return {
      meetingId,
      date,
      course,
      code,
      surface: 'Turf',
      going: summer ? 'Good To Firm' : 'Soft',
      evening: false,
      festival: null,
      races,
    };
  });
}

import type { MeetingPlan, RacePlan } from './types';

/**
 * The official-rating level a race is for, so fields are of horses that belong in it: by grade, then class (Ireland
 * has no classes, so its prize stands in), and a handicap by its rating band.
 */
const FLAT_GRADE: Record<string, number> = { 'Group 1': 116, 'Group 2': 108, 'Group 3': 103, Listed: 98 };
const JUMPS_GRADE: Record<string, number> = { 'Grade 1': 152, 'Grade 2': 142, 'Grade 3': 136, Listed: 132 };
const FLAT_CLASS = [0, 100, 90, 80, 70, 62, 54, 46];
const JUMPS_CLASS = [0, 140, 128, 116, 104, 92, 86, 80];

function irishClass(prize: number): number {
  if (prize >= 60_000) return 1;
  if (prize >= 25_000) return 2;
  if (prize >= 12_000) return 3;
  if (prize >= 8_000) return 4;
  return 5;
}

/** Target rating and how far either side a runner may be. */
export function raceLevel(
  plan: RacePlan,
  meeting: MeetingPlan,
): { target: number; min: number; max: number } {
  const flat = plan.type === 'Flat';
  if (plan.handicap && plan.ratingBand) {
    const [lo, hi] = plan.ratingBand;
    const floor = Math.max(lo, hi - (flat ? 30 : 40));
    return { target: hi - (flat ? 8 : 12), min: floor, max: hi };
  }
  const graded = (flat ? FLAT_GRADE : JUMPS_GRADE)[plan.grade];
  const cls =
    meeting.course.country === 'IE' || plan.raceClass === 0 ? irishClass(plan.prize) : plan.raceClass;
  const target = graded ?? (flat ? FLAT_CLASS : JUMPS_CLASS)[Math.min(7, Math.max(1, cls))]!;
  // Races for the young are run at their level: two-year-olds and juveniles are some way below their peak.
  const young = plan.maxAge === 2 ? 16 : plan.maxAge === 3 ? (flat ? 4 : 25) : 0;
  const spread = flat ? 16 : 22;
  if (young)
    return {
      target: target - young,
      min: target - young - spread,
      max: graded ? 999 : target - young + spread,
    };
  // Graded races take anybody good enough; an ordinary race turns away the far better horses.
  return { target, min: target - spread, max: graded ? 999 : target + spread };
}

/** The bigger the race, the earlier it picks its field and its riders. */
export function prestige(plan: RacePlan, meeting: MeetingPlan): number {
  const grade = plan.grade.match(/\d/);
  const g = plan.grade === '' ? 0 : plan.grade === 'Listed' ? 4 : 10 - Number(grade?.[0] ?? 5);
  return (meeting.festival ? 20 : 0) + g * 3 + (8 - (plan.raceClass || 4)) + plan.prize / 1_000_000;
}

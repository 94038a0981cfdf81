import { normal } from './hash';
import type { WorldHorse } from './horses';
import type { MeetingPlan, RacePlan } from './types';

/**
 * How well a horse should run in a race, in pounds on the rating scale: its ability on the day, less the weight it
 * carries, less what the going and trip take off a horse that wants something else, plus its well-being on the day.
 * Prices and results both come from this, so the market and the result agree the way real ones do.
 */
const GOING: Record<string, number> = {
  heavy: -1,
  soft: -0.6,
  'good to soft': -0.3,
  yielding: -0.4,
  good: 0,
  'good to firm': 0.4,
  firm: 0.7,
};

const goingValue = (going: string): number | null => GOING[going.toLowerCase()] ?? null;

/** The spread of a race's outcome, in pounds: jumps races are less predictable. */
export const outcomeScale = (plan: RacePlan) => (plan.type === 'Flat' ? 5.5 : 7);

function suitability(h: WorldHorse, plan: RacePlan, meeting: MeetingPlan): number {
  const g = goingValue(meeting.going);
  const going = g === null ? 0 : -4 * Math.abs(h.goingPref - g);
  const perFurlong = plan.type === 'Flat' ? 1.2 : 0.5;
  const trip = -Math.min(10, (Math.abs(plan.distanceYards - h.tripYards) / 220) * perFurlong);
  return going + trip;
}

export function strengthOf(
  seed: number,
  h: WorldHorse,
  mark: number,
  weight: number,
  plan: RacePlan,
  meeting: MeetingPlan,
): { strength: number; wellBeing: number } {
  const wellBeing = (plan.type === 'Flat' ? 3 : 4) * normal(seed, plan.raceId, h.serial);
  return { strength: mark - weight + suitability(h, plan, meeting) + wellBeing, wellBeing };
}

/** Win chances from strengths: a softmax at the race's outcome scale. */
export function chancesOf(strengths: readonly number[], scale: number): number[] {
  const top = Math.max(...strengths);
  const e = strengths.map((s) => Math.exp((s - top) / scale));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / total);
}

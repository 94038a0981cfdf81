import type { Planner } from './day';
import { peopleForm } from './people-form';

/** A trainer's runners and winners over the fortnight before a day, from the world's own results. */
export interface TrainerForm {
  runners: number;
  winners: number;
}

/** The same fortnight the card's trainer form shows (peopleForm), so hot and cold trainers agree with it. */
export function trainerForm(seed: string, date: string, planner: Planner): Map<string, TrainerForm> {
  const form = peopleForm(seed, date, planner).trainers;
  return new Map([...form].map(([code, f]) => [code, { runners: f.runs, winners: f.wins }]));
}

import { coreDay, type Planner } from './day';
import { dateOfDay, dayNumber } from './hash';

/** A trainer's runners and winners over the fortnight before a day, from the world's own results. */
export interface TrainerForm {
  runners: number;
  winners: number;
}

export const FORM_DAYS = 14;
const cache = new Map<string, Map<string, TrainerForm>>();

export function trainerForm(seed: string, date: string, planner: Planner): Map<string, TrainerForm> {
  const key = `${seed}:${date}`;
  const held = cache.get(key);
  if (held) return held;
  const form = new Map<string, TrainerForm>();
  const today = dayNumber(date);
  for (let d = today - FORM_DAYS; d < today; d++)
    for (const race of coreDay(seed, dateOfDay(d), planner).races)
      for (const e of race.entries) {
        if (!e.runs) continue;
        const trainer = race.plan.type === 'Flat' ? e.horse.trainer : e.horse.jumpsTrainer;
        const f = form.get(trainer.code) ?? { runners: 0, winners: 0 };
        f.runners += 1;
        if (e.position === 1) f.winners += 1;
        form.set(trainer.code, f);
      }
  if (cache.size > 50) cache.clear();
  cache.set(key, form);
  return form;
}

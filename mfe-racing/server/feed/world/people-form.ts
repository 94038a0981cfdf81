import { fortnightForm, FORM_WINDOW_DAYS, type FortnightForm, type RideResult } from '../../people/form';
import { coreDay, type Planner } from './day';
import { dateOfDay, dayNumber } from './hash';

const cache = new Map<string, FortnightForm>();

/** The world's rides of the days before a race day, as results give them. */
function ridesBefore(seed: string, date: string, planner: Planner): RideResult[] {
  const rides: RideResult[] = [];
  const today = dayNumber(date);
  for (let d = today - FORM_WINDOW_DAYS; d < today; d++) {
    const day = dateOfDay(d);
    for (const race of coreDay(seed, day, planner).races)
      for (const e of race.entries) {
        if (!e.runs) continue;
        const trainer = race.plan.type === 'Flat' ? e.horse.trainer : e.horse.jumpsTrainer;
        rides.push({
          date: day,
          jockeyCode: e.jockey?.code ?? '',
          trainerCode: trainer.code,
          position: e.position,
          startingPrice: e.sp,
        });
      }
  }
  return rides;
}

/** Jockeys' and trainers' 14-day form for a race day, from the world's own results (cached per day). */
export function peopleForm(seed: string, date: string, planner: Planner): FortnightForm {
  const key = `${seed}:${date}`;
  const held = cache.get(key);
  if (held) return held;
  const form = fortnightForm(ridesBefore(seed, date, planner), date);
  if (cache.size > 50) cache.clear();
  cache.set(key, form);
  return form;
}

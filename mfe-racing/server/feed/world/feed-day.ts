import type { RaceCard } from '@sl/contracts';
import { raceCardOf } from './card';
import { coreDay, type Planner } from './day';
import { peopleForm } from './people-form';
import { trainerForm } from './trainer-form';

/** A day of the world's racing as the feed gives it: every race card, in meeting then race order. */
export function worldRaceCards(date: string, seed: string, planner: Planner): RaceCard[] {
  const day = coreDay(seed, date, planner);
  const trainers = trainerForm(seed, date, planner);
  const people = peopleForm(seed, date, planner);
  return day.races.map((race) => raceCardOf(seed, date, race, planner, trainers, people));
}

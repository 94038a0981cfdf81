import {
  EARLY_ENTRY_DAYS,
  entryProblems,
  type EarlyEntry,
  type EarlyEntryRace,
  type EntryHorseFacts,
  type EntryRaceConditions,
} from '@sl/contracts/race-history';
import { addDays } from '@sl/server-kit';
import { racesOn } from '../feed/world/calendar';
import { coreDay } from '../feed/world/day';
import { ratingOn } from '../feed/world/fields';
import { dayNumber } from '../feed/world/hash';
import { availableHorses, codeOn, sexOn, type WorldHorse } from '../feed/world/horses';
import { raceLevel } from '../feed/world/level';
import type { MeetingPlan, RacePlan } from '../feed/world/types';
import { stLb, weightsFor } from '../feed/world/weights';

/** A horse counts as a bumper horse in its first racing half-year (as the world's fields draw them). */
const NOVICE_DAYS = 200;
/** The most entries a race lists (the big handicaps would have more; these are the ones near the top). */
const MAX_ENTRIES = 40;

/** A big race: Group, Grade or Listed, or a festival's feature. */
export const isBigRace = (plan: RacePlan): boolean => plan.grade !== '' || plan.feature !== undefined;

export const conditionsOf = (plan: RacePlan): EntryRaceConditions => ({
  type: plan.type,
  minAge: plan.minAge,
  maxAge: plan.maxAge,
  sex: plan.sex,
  ratingBand: plan.handicap ? plan.ratingBand : null,
});

/** A horse's facts on a day, as the entry rules read them (the code it races under that day, its rating in it). */
export function horseFactsOn(seed: string, h: WorldHorse, date: string, plan: RacePlan): EntryHorseFacts {
  const day = dayNumber(date);
  const code = codeOn(h, day);
  const age = Number(date.slice(0, 4)) - h.birthYear;
  const raceCode = plan.type === 'Flat' ? 'flat' : 'jumps';
  return {
    code,
    age,
    female: h.female,
    novice: day - h.debutDay < NOVICE_DAYS,
    chaser: h.chaseAge !== null && age >= h.chaseAge,
    rating: ratingOn(seed, h, day, code ?? raceCode),
  };
}

const money = (country: 'GB' | 'IE', amount: number) =>
  `${country === 'IE' ? '€' : '£'}${amount.toLocaleString('en-GB')}`;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A day's big races with their entries, from the racing world: every horse the day's field is drawn from for the
 * race (runners and those that come out), and the eligible horses of the right standard free that day (in no
 * field) that are entered and will be taken out before the declarations. A horse is entered once on a day.
 */
function earlyEntriesOn(seed: string, date: string): EarlyEntryRace[] {
  const meetings = racesOn(date, seed);
  const big = meetings.flatMap((meeting) =>
    meeting.races.filter(isBigRace).map((plan) => ({ plan, meeting })),
  );
  if (big.length === 0) return [];
  const day = coreDay(seed, date, racesOn);
  const entered = new Set<string>();
  for (const race of day.races) for (const e of race.entries) entered.add(e.horse.code);
  const { main, reserve } = availableHorses(seed, date);
  const free = [...main, ...reserve].filter((h) => !entered.has(h.code));
  return big
    .sort((a, b) => a.plan.offMinutes - b.plan.offMinutes || a.plan.raceId - b.plan.raceId)
    .map(({ plan, meeting }) => {
      const field = day.races.find((r) => r.plan.raceId === plan.raceId)?.entries.map((e) => e.horse) ?? [];
      const level = raceLevel(plan, meeting);
      const conditions = conditionsOf(plan);
      const extras = free
        .map((h) => ({ h, facts: horseFactsOn(seed, h, date, plan) }))
        .filter(({ facts }) => facts.rating >= level.min && entryProblems(facts, conditions).length === 0)
        .sort((a, b) => b.facts.rating - a.facts.rating || a.h.name.localeCompare(b.h.name))
        .slice(0, Math.max(0, Math.min(MAX_ENTRIES, field.length * 3) - field.length));
      for (const { h } of extras) entered.add(h.code);
      const taken = new Set(extras.map((x) => x.h.code));
      for (let i = free.length - 1; i >= 0; i--) if (taken.has(free[i]!.code)) free.splice(i, 1);
      return raceOf(seed, date, plan, meeting, [...field, ...extras.map((x) => x.h)]);
    });
}

function raceOf(
  seed: string,
  date: string,
  plan: RacePlan,
  meeting: MeetingPlan,
  horses: WorldHorse[],
): EarlyEntryRace {
  const jumps = plan.type !== 'Flat';
  const facts = horses.map((h) => horseFactsOn(seed, h, date, plan));
  const weights = weightsFor(
    plan,
    date,
    facts.map((f, i) => ({ age: f.age, female: horses[i]!.female, rating: f.rating })),
  );
  const entries: EarlyEntry[] = horses.map((h, i) => ({
    horseCode: h.code,
    horseName: h.name,
    age: facts[i]!.age,
    sex: sexOn(h, date),
    trainerFullName: (jumps ? h.jumpsTrainer : h.trainer).name,
    rating: facts[i]!.rating,
    weight: stLb(weights[i]!),
  }));
  entries.sort((a, b) => b.rating - a.rating || a.horseName.localeCompare(b.horseName));
  return {
    raceId: plan.raceId,
    date,
    courseName: meeting.course.name,
    countryCode: meeting.course.country,
    offTimeLocal: clock(plan.offMinutes),
    title: plan.title,
    grade: plan.grade,
    type: plan.type,
    distance: plan.distance,
    prize: money(meeting.course.country, plan.prize),
    festival: meeting.festival?.name ?? null,
    conditions: conditionsOf(plan),
    entries,
  };
}

/** The big races from the day after `today` for EARLY_ENTRY_DAYS days. */
export function earlyEntries(
  seed: string,
  today: string,
): { from: string; to: string; races: EarlyEntryRace[] } {
  const from = addDays(today, 1);
  const to = addDays(today, EARLY_ENTRY_DAYS);
  const races: EarlyEntryRace[] = [];
  for (let i = 1; i <= EARLY_ENTRY_DAYS; i++) races.push(...earlyEntriesOn(seed, addDays(today, i)));
  return { from, to, races };
}

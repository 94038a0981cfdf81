import { normal, seedOf, unit } from './hash';
import { ageOn } from './horses';
import { fieldsOf, type FieldEntry } from './fields';
import { marketView, priceBook, targetBook } from './markets';
import { poundsPerLength, runRace } from './results';
import { chancesOf, outcomeScale, strengthOf } from './strength';
import type { MeetingPlan, RacePlan } from './types';
import { weightsFor } from './weights';

/** A runner as the day's racing left it: weight, chance, prices, and how it ran. */
export interface CoreEntry extends FieldEntry {
  age: number;
  weight: number;
  /** Running order index among the runners; -1 for a non-runner. */
  slot: number;
  strength: number;
  wellBeing: number;
  chance: number;
  /** The market's view of its chance, the morning (current) price and the starting price. */
  market: number;
  price: string;
  sp: string;
  position: number;
  pastPost: number;
  nonFinisher: string;
  distance: string;
  beaten: number;
  performanceRating: number;
  timefigure: number;
}

export interface CoreRace {
  plan: RacePlan;
  meeting: MeetingPlan;
  entries: CoreEntry[];
  /** Runners in finishing order, non-finishers last. */
  finish: CoreEntry[];
}

export interface CoreDay {
  date: string;
  meetings: MeetingPlan[];
  /** Every race of the day, worked out in full on first use. */
  readonly races: CoreRace[];
  /** The race a horse was declared for on the day (worked out alone: a past day is mostly asked about one race). */
  find(horseCode: string): { race: CoreRace; entry: CoreEntry } | undefined;
}

export type Planner = (date: string, seed: string) => MeetingPlan[];

const cache = new Map<string, CoreDay>();
/** Enough days for every horse's last year of runs; the oldest go first. */
const CACHE_DAYS = 1200;

function coreRace(
  seed: string,
  date: string,
  plan: RacePlan,
  meeting: MeetingPlan,
  declared: FieldEntry[],
): CoreRace {
  const s = seedOf(seed, `race:${date}`);
  const weights = weightsFor(
    plan,
    date,
    declared.map((e) => ({ age: ageOn(e.horse, date), female: e.horse.female, rating: e.rating })),
  );
  const runners = declared.filter((e) => e.runs);
  const strengths = runners.map((e) =>
    strengthOf(s, e.horse, e.mark, weights[declared.indexOf(e)]!, plan, meeting),
  );
  const chances = chancesOf(
    strengths.map((x) => x.strength),
    outcomeScale(plan),
  );
  const market = marketView(chances, s, plan.raceId, 1);
  const prices = priceBook(market, targetBook(runners.length));
  const spView = marketView(market, s, plan.raceId, 2).map((p, i) => (p + market[i]!) / 2);
  const sps = priceBook(spView, targetBook(runners.length) + 0.01);
  const running = runRace(
    plan,
    strengths.map((x) => x.strength),
    s,
  );
  const ppl = poundsPerLength(plan);
  const entries: CoreEntry[] = declared.map((e, i) => {
    const slot = runners.indexOf(e);
    const ran = slot >= 0;
    const finished = ran && running.nonFinisher[slot] === '';
    const wellBeing = ran ? strengths[slot]!.wellBeing : 0;
    const beaten = ran ? running.beaten[slot]! : 0;
    const rated = Math.round(e.mark + wellBeing - beaten * ppl);
    // Built field by field: a spread here made every entry a slow dictionary object.
    return {
      horse: e.horse,
      mark: e.mark,
      rating: e.rating,
      runs: e.runs,
      statusId: e.statusId,
      jockey: e.jockey,
      draw: e.draw,
      age: ageOn(e.horse, date),
      weight: weights[i]!,
      slot,
      strength: ran ? strengths[slot]!.strength : 0,
      wellBeing,
      chance: ran ? chances[slot]! : 0,
      market: ran ? market[slot]! : 0,
      price: ran ? prices[slot]! : '',
      sp: ran ? sps[slot]! : '',
      position: ran ? running.position[slot]! : 0,
      pastPost: ran ? running.pastPost[slot]! : 0,
      nonFinisher: ran ? running.nonFinisher[slot]! : '',
      distance: ran ? running.distance[slot]! : '',
      beaten,
      performanceRating: finished ? Math.max(1, rated) : 0,
      timefigure:
        finished && unit(s, plan.raceId, e.horse.serial, 9) > 0.1
          ? Math.round(rated - 12 + 4 * normal(s, plan.raceId, e.horse.serial, 10))
          : 0,
    };
  });
  const bySlot = (slot: number) => entries.find((x) => x.slot === slot)!;
  return { plan, meeting, entries, finish: running.order.map(bySlot) };
}

/**
 * The day's racing with everybody's run, from the plan alone (nothing earlier), cached. The fields are drawn at
 * once (they decide who runs where); each race is priced and run only when something asks for it.
 */
export function coreDay(seed: string, date: string, planner: Planner): CoreDay {
  const key = `${seed}:${date}`;
  const held = cache.get(key);
  if (held) return held;
  const meetings = planner(date, seed);
  const fields = fieldsOf(seed, date, meetings);
  const run: (CoreRace | undefined)[] = Array.from({ length: fields.length });
  const raceAt = (i: number): CoreRace => {
    let race = run[i];
    if (!race) {
      const f = fields[i]!;
      race = run[i] = coreRace(seed, date, f.plan, f.meeting, f.entries);
    }
    return race;
  };
  const where = new Map<string, [number, number]>();
  fields.forEach((f, i) => f.entries.forEach((e, j) => where.set(e.horse.code, [i, j])));
  let all: CoreRace[] | null = null;
  const day: CoreDay = {
    date,
    meetings,
    get races() {
      return (all ??= fields.map((_, i) => raceAt(i)));
    },
    find(horseCode) {
      const at = where.get(horseCode);
      if (!at) return undefined;
      const race = raceAt(at[0]);
      return { race, entry: race.entries[at[1]]! };
    },
  };
  cache.set(key, day);
  if (cache.size > CACHE_DAYS) cache.delete(cache.keys().next().value!);
  return day;
}

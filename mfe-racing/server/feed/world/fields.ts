import { ENTRY_STATUS } from '@sl/contracts';
import { dayNumber, hash, mix32, seedOf, unit } from './hash';
import { availableHorses, codeOn, markOn, yearDay, type WorldHorse } from './horses';
import { prestige, raceLevel } from './level';
import { peopleOf, type Code, type Jockey } from './people';
import type { MeetingPlan, RacePlan } from './types';

// Bound once: under jest's vm context a global `Math.imul` lookup is not inlined and these hot loops ran ~30x slower.
const imul = Math.imul;

export interface FieldEntry {
  horse: WorldHorse;
  /** The horse's ability on the day on the race's scale (lb), and the handicapper's rating of it. */
  mark: number;
  rating: number;
  /** Declared and running, or dropped out (status 39 or 41). */
  runs: boolean;
  statusId: number;
  jockey: Jockey | null;
  draw: number;
}

export interface Field {
  plan: RacePlan;
  meeting: MeetingPlan;
  entries: FieldEntry[];
}

/** About one declared horse in twelve comes out. */
const NON_RUNNER_RATE = 1 / 12;
/** A bumper is for horses that have not yet raced over obstacles: their first half-year or so. */
const BUMPER_DAYS = 200;

const raceCode = (plan: RacePlan): Code => (plan.type === 'Flat' ? 'flat' : 'jumps');

/** The handicapper's rating: the horse's ability as he has assessed it, a few pounds out either way each year. */
export function ratingOn(
  seed: string,
  h: WorldHorse,
  day: number,
  code: Code,
  mark = markOn(h, day, code),
): number {
  const year = Math.floor(day / 365.25);
  const hs = handicapperSeed(seed);
  // Two uniforms make a triangular error of about 3 lb either way (cheap: this runs for every horse every day).
  const a = mix32(hs ^ imul(h.serial, 0x9e3779b1) ^ year) / 4294967296;
  const b = mix32((a * 4294967296 + 0x6d2b79f5) | 0) / 4294967296;
  return Math.round(mark + 3 * 1.22 * (a + b - 1));
}

const handicapperSeeds = new Map<string, number>();
const handicapperSeed = (seed: string) => {
  let s = handicapperSeeds.get(seed);
  if (s === undefined) handicapperSeeds.set(seed, (s = seedOf(seed, 'handicapper')));
  return s;
};

/** What the fields need to know of a horse able to run on the day, worked out once. */
interface Candidate {
  h: WorldHorse;
  code: Code;
  age: number;
  filly: boolean;
  novice: boolean;
  chaser: boolean;
  mark: number;
  rating: number;
  /** On a reserve day: called on only when a field is short. */
  reserve: boolean;
  /** Already in a field today. */
  taken: boolean;
  /** Copied from the horse so the selection loop never leaves these small objects. */
  serial: number;
  female: boolean;
  country: string;
}

function candidateOf(seed: string, h: WorldHorse, date: string, day: number, reserve: boolean): Candidate {
  const at = yearDay(day);
  const code = codeOn(h, day, at)!;
  const age = at.year - h.birthYear;
  const mark = markOn(h, day, code);
  return {
    h,
    code,
    age,
    filly: h.female && age <= 4,
    novice: day - h.debutDay < BUMPER_DAYS,
    chaser: h.chaseAge !== null && age >= h.chaseAge,
    mark,
    rating: ratingOn(seed, h, day, code, mark),
    reserve,
    taken: false,
    serial: h.serial,
    female: h.female,
    country: h.country,
  };
}

/** Whether the horse may run in the race at all (code, type, age, sex), and how unusual a choice it would be. */
function fit(c: Candidate, plan: RacePlan, code: Code): number | null {
  if (c.code !== code) return null;
  if (c.age < plan.minAge || (plan.maxAge !== null && c.age > plan.maxAge)) return null;
  if (plan.sex !== 'any' && !c.female) return null;
  if (plan.sex === 'fillies' && !c.filly && c.age > 4) return null;
  switch (plan.type) {
    case 'NH Flat':
      return c.novice && c.age <= 7 ? 0 : null;
    case 'Hurdle':
      return c.chaser ? 1.5 : c.novice ? 0.5 : 0;
    case 'Chase':
      return c.chaser ? 0 : c.age >= 5 && !c.novice ? 2 : null;
    case 'Flat':
      return 0;
  }
}

const poolKey = (code: Code, age: number, reserve: boolean) =>
  (code === 'flat' ? 0 : 100) + age * 2 + (reserve ? 1 : 0);

/** The first index whose rating is at least the value (the pool is sorted by rating). */
function firstAtLeast(pool: readonly Candidate[], value: number): number {
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool[mid]!.rating < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The day's fields: every race of the plan filled from the horses able to run that day, the biggest races first so
 * they get the best; each horse in one race at most. Then riders: each meeting gets its own squad of jockeys (so
 * nobody rides at two courses), the best riders to the best meetings, one ride per jockey per race.
 */
export function fieldsOf(seed: string, date: string, meetings: MeetingPlan[]): Field[] {
  const day = dayNumber(date);
  const s = seedOf(seed, `fields:${date}`);
  const { main, reserve: reserves } = availableHorses(seed, date);
  // Horses in pools by code, age (5 meaning 5 and up) and main or reserve day, each by rating, so a race looks only
  // at the horses of its ages in its rating window. The reserves are only worked out if a field comes up short.
  const pools = new Map<number, Candidate[]>();
  const pool = (horses: readonly WorldHorse[], reserve: boolean) => {
    for (const h of horses) {
      const c = candidateOf(seed, h, date, day, reserve);
      const key = poolKey(c.code, Math.min(5, c.age), reserve);
      const list = pools.get(key);
      if (list) list.push(c);
      else pools.set(key, [c]);
    }
    for (const [key, list] of pools)
      if (key % 2 === (reserve ? 1 : 0)) list.sort((a, b) => a.rating - b.rating);
  };
  pool(main, false);
  let reservesIn = false;
  const best: Candidate[] = [];
  const chosen = new Map<WorldHorse, Candidate>();
  const bestScores = new Float64Array(64);
  const races = meetings.flatMap((meeting) => meeting.races.map((plan) => ({ plan, meeting })));
  const rank = new Map(races.map((r) => [r, prestige(r.plan, r.meeting)]));
  // Races for one age group first (they have nobody else), then the bigger the race the earlier it picks.
  const restricted = (r: (typeof races)[number]) => (r.plan.maxAge !== null ? 1 : 0);
  const order = [...races].sort(
    (a, b) => restricted(b) - restricted(a) || rank.get(b)! - rank.get(a)! || a.plan.raceId - b.plan.raceId,
  );
  const fields = new Map<number, Field>();
  // First a fair share for every race at its level (so a day with many races for one age group spreads its
  // horses), then full fields at the level, then a wider window, then anybody eligible to make up four.
  const PASSES = [
    { window: 0, cap: 6, reserves: false },
    { window: 0, cap: 99, reserves: true },
    { window: 1, cap: 99, reserves: true },
    { window: 2, cap: 4, reserves: true },
  ] as const;
  for (const pass of PASSES)
    for (const { plan, meeting } of order) {
      const field = fields.get(plan.raceId) ?? { plan, meeting, entries: [] };
      fields.set(plan.raceId, field);
      const target = Math.min(plan.fieldSize, pass.cap);
      if (field.entries.length >= target) continue;
      const strict = pass.window < 2;
      const base = raceLevel(plan, meeting);
      const widen = pass.window === 1 ? base.target - base.min : 0;
      const level = { target: base.target, min: base.min - widen, max: base.max + widen };
      const code = raceCode(plan);
      const open = meeting.festival !== null || plan.grade !== '';
      const lo = strict ? level.min : -Infinity;
      const hi = Math.min(
        strict ? level.max : Infinity,
        plan.handicap && plan.ratingBand ? plan.ratingBand[1] : Infinity,
      );
      // The best few by score, kept in a small sorted buffer: no list of every candidate, no full sort.
      const want = Math.min(bestScores.length, target - field.entries.length);
      let kept = 0;
      const salt = hash(s, plan.raceId);
      const home = meeting.course.country;
      for (let age = Math.min(5, Math.max(2, plan.minAge)); age <= Math.min(5, plan.maxAge ?? 5); age++)
        for (const reserve of pass.reserves ? [false, true] : [false]) {
          if (reserve && !reservesIn) {
            pool(reserves, true);
            reservesIn = true;
          }
          const list = pools.get(poolKey(code, age, reserve));
          if (!list) continue;
          for (let i = firstAtLeast(list, lo); i < list.length && list[i]!.rating <= hi; i++) {
            const c = list[i]!;
            if (c.taken) continue;
            const penalty = fit(c, plan, code);
            if (penalty === null) continue;
            const away = c.country !== home ? (open ? 0.3 : 4) : 0;
            const score =
              Math.abs(c.rating - level.target) / 10 +
              penalty +
              away +
              1.5 * (mix32(salt ^ c.serial) / 4294967296);
            if (kept === want && score >= bestScores[kept - 1]!) continue;
            let at = kept === want ? kept - 1 : kept++;
            while (at > 0 && bestScores[at - 1]! > score) {
              bestScores[at] = bestScores[at - 1]!;
              best[at] = best[at - 1]!;
              at--;
            }
            bestScores[at] = score;
            best[at] = c;
          }
        }
      for (let k = 0; k < kept; k++) {
        const c = best[k]!;
        c.taken = true;
        chosen.set(c.h, c);
        field.entries.push({
          horse: c.h,
          mark: c.mark,
          rating: c.rating,
          runs: true,
          statusId: ENTRY_STATUS.runner,
          jockey: null,
          draw: 0,
        });
      }
    }
  const out = races.map(({ plan }) => fields.get(plan.raceId)!);
  rescue(out, chosen);
  for (const field of out) declare(s, field);
  ride(seed, date, out);
  return out;
}

/**
 * A race nobody was left for (a day with more races for one age group than horses of it) borrows runners from
 * the biggest fields that have horses eligible for it, so every race on the card has a field of at least two.
 */
function rescue(fields: Field[], chosen: Map<WorldHorse, Candidate>) {
  for (const field of fields) {
    const { plan } = field;
    const code = raceCode(plan);
    const band = plan.handicap && plan.ratingBand ? plan.ratingBand[1] : Infinity;
    while (field.entries.length < 2) {
      const donors = fields
        .filter((f) => f !== field && f.entries.length > 4)
        .sort((a, b) => b.entries.length - a.entries.length);
      let moved = false;
      for (const donor of donors) {
        const i = donor.entries.findIndex((e) => {
          const c = chosen.get(e.horse);
          return c !== undefined && c.rating <= band && fit(c, plan, code) !== null;
        });
        if (i < 0) continue;
        field.entries.push(donor.entries.splice(i, 1)[0]!);
        moved = true;
        break;
      }
      if (!moved) break;
    }
  }
}

/** Non-runners come out (never leaving fewer than two), and the flat runners are drawn for stalls. */
function declare(s: number, field: Field) {
  const { entries, plan } = field;
  const order = new Map(entries.map((e) => [e, hash(s, plan.raceId, e.horse.serial, 1)]));
  entries.sort((a, b) => order.get(a)! - order.get(b)!);
  for (const e of entries)
    if (unit(s, plan.raceId, e.horse.serial, 2) < NON_RUNNER_RATE) {
      e.runs = false;
      e.statusId =
        hash(s, plan.raceId, e.horse.serial, 3) % 2
          ? ENTRY_STATUS.droppedOutFourDay
          : ENTRY_STATUS.droppedOutEarlyClosers;
    }
  const runners = entries.filter((e) => e.runs);
  for (const e of entries.filter((x) => !x.runs).slice(0, Math.max(0, 2 - runners.length))) {
    e.runs = true;
    e.statusId = ENTRY_STATUS.runner;
  }
  if (plan.type === 'Flat') {
    const running = entries.filter((e) => e.runs);
    const stalls = running.map((e, i) => ({ e, key: hash(s, plan.raceId, i, 4) }));
    stalls.sort((a, b) => a.key - b.key).forEach(({ e }, i) => (e.draw = i + 1));
  }
}

/** Each meeting its own riders; within a race the better horses tend to get the better riders. */
function ride(seed: string, date: string, fields: Field[]) {
  const people = peopleOf(seed);
  const s = seedOf(seed, `riders:${date}`);
  const meetings = new Map<number, Field[]>();
  for (const f of fields)
    meetings.set(f.meeting.meetingId, [...(meetings.get(f.meeting.meetingId) ?? []), f]);
  const ranked = [...meetings.values()].sort(
    (a, b) =>
      Math.max(...b.map((f) => prestige(f.plan, f.meeting))) -
      Math.max(...a.map((f) => prestige(f.plan, f.meeting))),
  );
  const busy = new Set<Jockey>();
  for (const races of ranked) {
    const meeting = races[0]!.meeting;
    const need = Math.max(...races.map((f) => f.entries.filter((e) => e.runs).length)) + 1;
    const weight = meeting.festival ? 3 : 1;
    const pick = (ok: (j: Jockey) => boolean, taken: ReadonlySet<Jockey>) => {
      const free: { j: Jockey; k: number }[] = [];
      for (const j of people.jockeys)
        if (ok(j) && !busy.has(j) && !taken.has(j))
          // Trainers book claimers for the weight off at ordinary meetings, so they ride more than their skill says.
          free.push({
            j,
            k:
              j.skill * weight +
              unit(s, meeting.meetingId, j.id) +
              (j.claim > 0 && !meeting.festival ? 0.4 : 0),
          });
      return free.sort((a, b) => b.k - a.k).map((x) => x.j);
    };
    const home = meeting.course.country;
    const squad = pick(
      (j) => j.rides === meeting.code && (j.country === home || meeting.festival !== null),
      busy,
    );
    if (squad.length < need) squad.push(...pick((j) => j.rides === meeting.code, new Set(squad)));
    if (squad.length < need) squad.push(...pick(() => true, new Set(squad)));
    const riders = squad.slice(0, Math.max(need, 1));
    for (const j of riders) busy.add(j);
    for (const f of races) {
      const runners = f.entries.filter((e) => e.runs).sort((a, b) => b.mark - a.mark);
      const key = new Map(riders.map((j) => [j, j.skill + unit(s, f.plan.raceId, j.id) * 0.6]));
      const order = [...riders].sort((a, b) => key.get(b)! - key.get(a)!);
      runners.forEach((e, i) => (e.jockey = order[i] ?? null));
    }
  }
}

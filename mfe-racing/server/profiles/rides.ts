import { ENTRY_STATUS, type RaceCard } from '@sl/contracts';
import { visibleResult } from '../racecard/present';
import { racesOn } from '../feed/world/calendar';
import { coreDay } from '../feed/world/day';

/** One horse's run in a result, as the jockey and trainer figures count it. */
export interface Ride {
  /** yyyy-mm-dd. */
  date: string;
  raceId: number;
  title: string;
  courseName: string;
  code: 'Flat' | 'Jumps';
  jockeyCode: string;
  trainerCode: string;
  horseCode: string;
  horseName: string;
  /** 1 for the winner; 0 for a non-finisher. */
  position: number;
  /** Fractional starting price. */
  startingPrice: string;
}

const isJumps = (title: string) => /\b(hurdle|chase|national hunt flat)\b/i.test(title);

/** The rides in a day's declared results, from the race cards the service holds (imports included). */
export function ridesFromCards(cards: RaceCard[], now: Date): Ride[] {
  return cards.flatMap((card) => {
    const result = visibleResult(card, now);
    if (!result) return [];
    const placed = new Map(result.placings.map((p) => [p.horseCode, p]));
    return card.entries
      .filter((e) => e.statusId === ENTRY_STATUS.runner)
      .map((e) => ({
        date: card.meetingDate.slice(0, 10),
        raceId: card.raceId,
        title: card.title,
        courseName: card.courseName,
        code: isJumps(card.title) ? ('Jumps' as const) : ('Flat' as const),
        jockeyCode: e.jockeyCode,
        trainerCode: e.trainerCode,
        horseCode: e.horseCode,
        horseName: e.horseName,
        position: placed.get(e.horseCode)?.position ?? 0,
        startingPrice: placed.get(e.horseCode)?.startingPrice ?? '',
      }));
  });
}

const cache = new Map<string, Ride[]>();
const DAYS_KEPT = 420;

/** The rides of a past day of the racing world (the same results its feed day gives), worked out once. */
export function worldRides(seed: string, date: string): Ride[] {
  const key = `${seed}:${date}`;
  const held = cache.get(key);
  if (held) return held;
  const rides: Ride[] = [];
  for (const race of coreDay(seed, date, racesOn).races) {
    const { plan, meeting } = race;
    for (const e of race.entries) {
      if (!e.runs) continue;
      const trainer = plan.type === 'Flat' ? e.horse.trainer : e.horse.jumpsTrainer;
      rides.push({
        date,
        raceId: plan.raceId,
        title: plan.title,
        courseName: meeting.course.name,
        code: plan.type === 'Flat' ? 'Flat' : 'Jumps',
        jockeyCode: e.jockey?.code ?? '',
        trainerCode: trainer.code,
        horseCode: e.horse.code,
        horseName: e.horse.name,
        position: e.position,
        startingPrice: e.sp,
      });
    }
  }
  cache.set(key, rides);
  if (cache.size > DAYS_KEPT) cache.delete(cache.keys().next().value!);
  return rides;
}

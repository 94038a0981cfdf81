import type { Diary } from './diary';
import type { Slot } from './leagues';
import { londonWallClock, plusDays } from './london';

export const matchId = (season: number, competitionId: number, round: number, index: number) =>
  season * 10_000_000 + competitionId * 100_000 + round * 1_000 + index;

// Time-zone arithmetic is slow and a season repeats a few hundred (date, slot) pairs thousands of times.
const instants = new Map<string, { kickOff: number; matchDate: string }>();

function at(saturday: string, [offset, hour, minute]: Slot): { kickOff: Date; matchDate: string } {
  const key = `${saturday}|${offset}|${hour}|${minute}`;
  let hit = instants.get(key);
  if (!hit) {
    const matchDate = plusDays(saturday, offset);
    hit = { kickOff: londonWallClock(matchDate, hour, minute).getTime(), matchDate };
    instants.set(key, hit);
  }
  return { kickOff: new Date(hit.kickOff), matchDate: hit.matchDate };
}

/** A place to put a match: a weekend's Saturday and a kick-off relative to it. */
export interface Candidate {
  saturday: string;
  slot: Slot;
}

/** The first candidate at which neither team has played, or will play, within 48 hours; booked in the diary. */
export function place(
  diary: Diary,
  home: number,
  away: number,
  candidates: Iterable<Candidate>,
): { kickOff: Date; matchDate: string } | null {
  for (const c of candidates) {
    const when = at(c.saturday, c.slot);
    const t = when.kickOff.getTime();
    if (diary.free(home, t) && diary.free(away, t)) {
      diary.book(home, t);
      diary.book(away, t);
      return when;
    }
  }
  return null;
}

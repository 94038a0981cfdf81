import type { GreyhoundTrackInfo, Weekday } from './tracks';

/** Day 0 of the model, a Monday: dogs' run cycles and careers count from here, so history is stable. */
const EPOCH_MS = Date.UTC(2000, 0, 3);
const DAY_MS = 86_400_000;
/** Fewest days from one run of a dog to its next: three clear days of rest. */
const MIN_DAYS_BETWEEN_RUNS = 4;

export function dayNumber(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH_MS) / DAY_MS);
}

export function dateOfDay(day: number): string {
  return new Date(EPOCH_MS + day * DAY_MS).toISOString().slice(0, 10);
}

/** The track's racing days as offsets from Monday (0 Monday .. 6 Sunday), in order. */
function offsets(track: GreyhoundTrackInfo): number[] {
  return (Object.keys(track.week).map(Number) as Weekday[]).map((w) => (w + 6) % 7).sort((a, b) => a - b);
}

export function racesOn(track: GreyhoundTrackInfo, day: number): boolean {
  const weekday = ((day % 7) + 1) % 7;
  return track.week[weekday as Weekday] !== undefined;
}

/** How many meetings the track has held before `day` (so the meeting on `day`, if any, has this index). */
export function meetingIndex(track: GreyhoundTrackInfo, day: number): number {
  const list = offsets(track);
  const week = Math.floor(day / 7);
  return week * list.length + list.filter((o) => o < day % 7).length;
}

export function dayOfMeeting(track: GreyhoundTrackInfo, index: number): number {
  const list = offsets(track);
  const week = Math.floor(index / list.length);
  return week * 7 + (list[index % list.length] as number);
}

/**
 * A dog runs at every `cycle`-th meeting of its track: the smallest cycle whose every run of consecutive meetings
 * spans at least MIN_DAYS_BETWEEN_RUNS days, which gives the four-to-seven-day rhythm of graded racing.
 */
export function runCycle(track: GreyhoundTrackInfo): number {
  const list = offsets(track);
  const gaps = list.map((o, i) =>
    i + 1 < list.length ? (list[i + 1] as number) - o : 7 - o + (list[0] as number),
  );
  for (let cycle = 1; ; cycle++) {
    let shortest = Infinity;
    for (let start = 0; start < gaps.length; start++) {
      let span = 0;
      for (let k = 0; k < cycle; k++) span += gaps[(start + k) % gaps.length] as number;
      shortest = Math.min(shortest, span);
    }
    if (shortest >= MIN_DAYS_BETWEEN_RUNS) return cycle;
  }
}

import type { LiveSample } from '@sl/server-kit';
import { londonToday } from '@sl/server-kit';
import { matchAt } from '../feed/clock';
import { clockInputOf } from '../matches/present';
import type { MatchRow } from '../matches/repository';

/** A match is sampled from just before kick-off to well after the last a shootout can end (162 minutes). */
const BEFORE_KICK_OFF_MS = 2 * 60_000;
const AFTER_KICK_OFF_MS = 3 * 60 * 60_000;
/** The day's stored matches are read again this often: the feed's rows change rarely, the clock every second. */
const ROWS_TTL_MS = 10_000;

export interface FootballLiveDeps {
  byDate: (date: string) => Promise<MatchRow[]>;
  now: () => Date;
}

/**
 * What a page shows of each match in play or about to start (state, minute, score, shootout, events): sampled every
 * tick from the match clock, on rows held for ROWS_TTL_MS instead of a database read per tick.
 */
export function footballLiveSample({ byDate, now }: FootballLiveDeps): () => Promise<LiveSample> {
  let held: { date: string; at: number; rows: MatchRow[] } | null = null;
  return async () => {
    const at = now();
    const date = londonToday(at);
    if (!held || held.date !== date || at.getTime() - held.at > ROWS_TTL_MS)
      held = { date, at: at.getTime(), rows: await byDate(date) };
    const sample = new Map<string, string>();
    for (const row of held.rows) {
      const sinceKickOff = at.getTime() - row.kickOff.getTime();
      if (sinceKickOff < -BEFORE_KICK_OFF_MS || sinceKickOff > AFTER_KICK_OFF_MS) continue;
      const snap = matchAt(clockInputOf(row), at);
      const shootout = snap.shootout ? `${snap.shootout.home}-${snap.shootout.away}` : '';
      sample.set(
        String(row.id),
        `${snap.state}|${snap.clock}|${snap.homeGoals}-${snap.awayGoals}|${shootout}|${snap.events.length}`,
      );
    }
    return sample;
  };
}

import { SeededRandom } from '@sl/server-kit';
import { SATURDAY, internationalSaturdays, onOrAfter, ymd } from './calendar';
import type { Diary } from './diary';
import type { Slot } from './leagues';
import { matchId, place, type Candidate } from './placement';
import type { ScheduledMatch } from './schedule';
import { teamsOf } from './teams';

export const INTERNATIONALS_ID = 32;

/**
 * The Saturdays of a season's international windows: the four the European leagues stop for, then the June
 * window after the season.
 */
export function internationalWindows(season: number): string[] {
  return [...internationalSaturdays(season), onOrAfter(ymd(season + 1, 6, 4), SATURDAY)];
}

/** Two matchdays a window: Thursday or Friday, then Sunday to Tuesday, in the evening (UK time). */
const MATCHDAYS: Slot[][] = [
  [
    [-2, 19, 45],
    [-1, 19, 45],
    [-2, 17, 0],
  ],
  [
    [1, 17, 0],
    [1, 19, 45],
    [2, 19, 45],
    [3, 19, 45],
  ],
];

/** National teams' matches in the windows: Nations League in the autumn, friendlies in March and June. */
export function internationalMatches(season: number, seed: string, diary: Diary): ScheduledMatch[] {
  const rng = new SeededRandom(`internationals:${seed}:${season}`);
  const nations = teamsOf(INTERNATIONALS_ID).map((t) => t.id);
  const matches: ScheduledMatch[] = [];
  let round = 0;
  internationalWindows(season).forEach((saturday, window) => {
    for (const slots of MATCHDAYS) {
      round++;
      const drawn = rng.sample(nations, nations.length);
      for (let i = 0; i + 1 < drawn.length; i += 2) {
        const candidates: Candidate[] = rng.sample(slots, slots.length).map((slot) => ({ saturday, slot }));
        const when = place(diary, drawn[i]!, drawn[i + 1]!, candidates);
        if (!when) continue;
        matches.push({
          id: matchId(season, INTERNATIONALS_ID, round, i / 2),
          competitionId: INTERNATIONALS_ID,
          ...when,
          homeTeamId: drawn[i]!,
          awayTeamId: drawn[i + 1]!,
          roundType: window < 3 ? 'Nations League' : 'Friendly',
          roundNumber: round,
          group: null,
          knockout: false,
        });
      }
    }
  });
  return matches;
}

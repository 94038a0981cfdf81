import { SeededRandom } from '@sl/server-kit';
import { plusDays } from './london';
import { weekday, ymd } from './calendar';
import { COMPETITIONS } from './clubs';
import type { Diary } from './diary';
import { LEAGUE_CALENDARS } from './leagues';
import type { Slot } from './leagues';
import { TEAMS } from './teams';
import { matchId, place } from './placement';
import type { ScheduledMatch } from './schedule';

export const FRIENDLIES_ID = 31;

/** Pre-season friendlies run from early July until a club's league starts. */
const FRIENDLY_WINDOW = { from: [7, 4], to: [8, 16] } as const;

/** Friendlies kick off in the afternoon or early evening, UK time: never at night. */
export const FRIENDLY_HOURS = { earliest: 12, latest: 20 } as const;

const SLOTS: Slot[] = [
  [0, 12, 0],
  [0, 13, 0],
  [0, 14, 0],
  [0, 15, 0],
  [0, 15, 0],
  [0, 17, 0],
  [0, 18, 30],
  [0, 19, 0],
  [0, 19, 45],
];

/** Matches a day by day of the week (Sunday first): busiest on Saturdays, a few in midweek. */
const PER_DAY = [4, 2, 4, 6, 3, 4, 12];

/** Clubs with a summer break: the European leagues (not MLS or Brazil, in mid-season) and the friendly pool. */
const SUMMER_LEAGUES = COMPETITIONS.filter(
  (c) =>
    c.kind === 'friendly' ||
    (c.kind === 'league' && LEAGUE_CALENDARS[c.name]?.year === 'season' && c.name !== 'Womens Super League'),
);

/**
 * Pre-season friendlies of a season's summer: clubs whose league has not started yet, in daytime slots, each at
 * most once in 48 hours (the same diary as every other match).
 */
export function preSeasonFriendlies(season: number, seed: string, diary: Diary): ScheduledMatch[] {
  const rng = new SeededRandom(`friendlies:${seed}:${season}`);
  const from = ymd(season, ...FRIENDLY_WINDOW.from);
  const to = ymd(season, ...FRIENDLY_WINDOW.to);
  const startOf = new Map<number, string>();
  for (const c of SUMMER_LEAGUES) {
    const start = LEAGUE_CALENDARS[c.name]?.start(season) ?? ymd(season, 8, 15);
    for (const t of TEAMS.filter((team) => team.competitionId === c.id)) startOf.set(t.id, start);
  }
  const matches: ScheduledMatch[] = [];
  let day = 0;
  for (let date = from; date <= to; date = plusDays(date, 1), day++) {
    // A club's last friendly is a week before its league opens.
    const ready = [...startOf].filter(([, start]) => plusDays(date, 7) <= start).map(([id]) => id);
    const clubs = rng.sample(ready, ready.length);
    let index = 0;
    for (let i = 0; i + 1 < clubs.length && index < PER_DAY[weekday(date)]!; i += 2) {
      const home = clubs[i]!;
      const away = clubs[i + 1]!;
      const slot = rng.pick(SLOTS);
      const when = place(diary, home, away, [{ saturday: date, slot }]);
      if (!when) continue;
      matches.push({
        id: matchId(season, FRIENDLIES_ID, day + 1, index++),
        competitionId: FRIENDLIES_ID,
        ...when,
        homeTeamId: home,
        awayTeamId: away,
        roundType: 'Friendly',
        roundNumber: 1,
        group: null,
        knockout: false,
      });
    }
  }
  return matches;
}

import type { FootballSeason } from '@sl/contracts';
import { londonToday } from '@sl/server-kit';
import { competitionById } from '../feed/clubs';
import { LEAGUE_CALENDARS } from '../feed/leagues';
import { seasonOf, seasonSchedule, type ScheduledMatch } from '../feed/schedule';
import { teamById } from '../feed/teams';
import type { MatchRow } from './repository';

/** Tables are kept for the current season and the two before it. */
const SEASONS_KEPT = 3;

/** Season 2024 is "2024/25" (slug 2024-25); its id is the year it starts. */
function seasonRef(season: number, current: number): FootballSeason {
  const next = String((season + 1) % 100).padStart(2, '0');
  return { id: season, name: `${season}/${next}`, slug: `${season}-${next}`, current: season === current };
}

export function seasonsAt(now: Date): FootballSeason[] {
  const current = seasonOf(londonToday(now));
  return Array.from({ length: SEASONS_KEPT }, (_, i) => seasonRef(current - i, current));
}

// A season's schedule is the same on every machine; generating one takes a few hundred ms, so keep the few in use.
const schedules = new Map<number, readonly ScheduledMatch[]>();
function scheduleOf(season: number): readonly ScheduledMatch[] {
  let list = schedules.get(season);
  if (!list) {
    list = seasonSchedule(season);
    schedules.set(season, list);
    if (schedules.size > SEASONS_KEPT) schedules.delete(schedules.keys().next().value!);
  }
  return list;
}

const side = (id: number) => {
  const team = teamById.get(id)!;
  return { id: team.id, name: team.name, abbrev: team.abbrev };
};

function toRow(m: ScheduledMatch): MatchRow | null {
  const competition = competitionById.get(m.competitionId);
  if (!competition) return null;
  return {
    id: m.id,
    competitionId: m.competitionId,
    competitionName: competition.name,
    sortOrder: competition.sortOrder,
    matchDate: m.matchDate,
    kickOff: m.kickOff,
    home: side(m.homeTeamId),
    away: side(m.awayTeamId),
    roundType: m.roundType,
    roundNumber: m.roundNumber,
    group: m.group,
    knockout: m.knockout,
  };
}

/** One competition's matches of a season, as the repository would answer them had that season been loaded. */
export function seasonRows(competitionId: number, season: number): MatchRow[] {
  if (!competitionById.has(competitionId)) return [];
  return scheduleOf(season)
    .filter((m) => m.competitionId === competitionId)
    .flatMap((m) => toRow(m) ?? []);
}

/**
 * A team's matches of a season in every competition (the match centre's form and head-to-head reach back into
 * seasons the database no longer, or not yet, holds).
 */
export function teamSeasonRows(teamId: number, season: number): MatchRow[] {
  return scheduleOf(season)
    .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)
    .flatMap((m) => toRow(m) ?? []);
}

/**
 * A table's matches for `season`. MLS and Brazil play within a calendar year, which two football seasons share
 * (February to June in one, July to December in the next): their table for season `s` is calendar year `s`.
 */
export function tableRows(competitionId: number, season: number): MatchRow[] {
  const competition = competitionById.get(competitionId);
  if (LEAGUE_CALENDARS[competition?.name ?? '']?.year !== 'calendar')
    return seasonRows(competitionId, season);
  const year = String(season);
  return [...seasonRows(competitionId, season - 1), ...seasonRows(competitionId, season)].filter((r) =>
    r.matchDate.startsWith(year),
  );
}

/**
 * The table a punter expects at `now`: this season's; for MLS and Brazil the current calendar year's once it
 * has started, last year's final table until then.
 */
export function currentTableRows(competitionId: number, now: Date): MatchRow[] {
  const today = londonToday(now);
  const calendar = LEAGUE_CALENDARS[competitionById.get(competitionId)?.name ?? ''];
  if (calendar?.year !== 'calendar') return tableRows(competitionId, seasonOf(today));
  const year = Number(today.slice(0, 4));
  return tableRows(competitionId, today >= calendar.start(year) ? year : year - 1);
}

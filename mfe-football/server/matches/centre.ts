import { type FootballMatch, type LeagueTableRow } from '@sl/contracts';
import {
  FORM_LENGTH,
  type HeadToHead,
  type MatchCentre,
  type Meeting,
  type TableExcerpt,
} from '@sl/contracts/match-centre';
import { londonToday } from '@sl/server-kit';
import { lineupsOf } from '../feed/lineups';
import { matchStatsAt } from '../feed/match-stats';
import { seasonOf } from '../feed/schedule';
import { formResult } from './form-result';
import { oddsGrid } from './odds-grid';
import { clockInputOf, presentMatch } from './present';
import type { MatchesRepository, MatchRow } from './repository';
import { currentTableRows, teamSeasonRows } from './seasons';
import { leagueTable } from './tables';

const WEEK_MS = 7 * 24 * 3_600_000;
/** Meetings shown in the head-to-head: the last six, as far back as the two seasons before this one. */
const MEETINGS_SHOWN = 6;
const SEASONS_BACK = 2;

/** A team's matches from the database and the seasons before, each once, oldest first. */
async function historyOf(repo: MatchesRepository, teamId: number, before: Date): Promise<MatchRow[]> {
  const season = seasonOf(londonToday(before));
  const rows = new Map<number, MatchRow>();
  for (let s = season - SEASONS_BACK; s < season; s++)
    for (const r of teamSeasonRows(teamId, s)) rows.set(r.id, r);
  for (const r of await repo.byTeam(teamId)) rows.set(r.id, r);
  return [...rows.values()]
    .filter((r) => r.kickOff.getTime() < before.getTime())
    .sort((a, b) => a.kickOff.getTime() - b.kickOff.getTime() || a.id - b.id);
}

/** The finished ones among `rows`, as they stand at `at`, latest first. */
const finishedLatestFirst = (rows: MatchRow[], at: Date): FootballMatch[] =>
  rows
    .map((r) => presentMatch(r, at))
    .filter((m) => m.state === 'FULLTIME')
    .reverse();

function headToHead(matches: FootballMatch[], homeId: number): HeadToHead {
  const meetings: Meeting[] = matches.slice(0, MEETINGS_SHOWN).map((m) => ({
    matchId: m.match_reference.id,
    date: m.match_date,
    competitionName: m.competition.name,
    home: m.team_score_a.team,
    away: m.team_score_b.team,
    homeGoals: m.homeGoals,
    awayGoals: m.awayGoals,
  }));
  const tally = { homeWins: 0, draws: 0, awayWins: 0 };
  for (const m of meetings) {
    const forHome = m.home.id === homeId ? m.homeGoals - m.awayGoals : m.awayGoals - m.homeGoals;
    if (forHome > 0) tally.homeWins++;
    else if (forHome < 0) tally.awayWins++;
    else tally.draws++;
  }
  return { meetings, ...tally };
}

/**
 * The table rows around both teams: one either side of each, and everything between them when they are close
 * (a gap of more than three places is shown as a gap).
 */
function rowsAround(rows: LeagueTableRow[], teamIds: readonly number[]): LeagueTableRow[] {
  const keep = new Set<number>();
  const at = teamIds.map((id) => rows.findIndex((r) => r.team.id === id)).filter((i) => i >= 0);
  for (const i of at) for (let k = i - 1; k <= i + 1; k++) if (k >= 0 && k < rows.length) keep.add(k);
  if (at.length === 2 && Math.abs(at[0]! - at[1]!) <= 4)
    for (let k = Math.min(...at); k <= Math.max(...at); k++) keep.add(k);
  return [...keep].sort((a, b) => a - b).map((k) => rows[k]!);
}

async function tableExcerpt(repo: MatchesRepository, row: MatchRow, at: Date): Promise<TableExcerpt | null> {
  const competition = await repo.competition(row.competitionId);
  if (!competition?.hasTable) return null;
  const rows = currentTableRows(competition.id, at);
  const { kind: _kind, ...plain } = competition;
  const table = leagueTable(
    plain,
    rows.map((r) => presentMatch(r, at)),
    rows.map((r) => presentMatch(r, new Date(at.getTime() - WEEK_MS))),
  );
  const ids = [row.home.id, row.away.id];
  const group = table.groups.find((g) => ids.every((id) => g.rows.some((r) => r.team.id === id)));
  if (!group) return null;
  return {
    competitionId: competition.id,
    competitionName: competition.name,
    group: group.name,
    rows: rowsAround(group.rows, ids),
  };
}

/** Everything the match page shows beside the match, at `at` (the same instant as the match answer). */
export async function matchCentre(repo: MatchesRepository, row: MatchRow, at: Date): Promise<MatchCentre> {
  const match = presentMatch(row, at);
  const input = clockInputOf(row);
  const full = input.coverage === 'full';
  const [homeHistory, awayHistory] = await Promise.all([
    historyOf(repo, row.home.id, row.kickOff),
    historyOf(repo, row.away.id, row.kickOff),
  ]);
  const homePast = finishedLatestFirst(homeHistory, at);
  const awayPast = finishedLatestFirst(awayHistory, at);
  const meetings = homePast.filter(
    (m) => m.team_score_a.team.id === row.away.id || m.team_score_b.team.id === row.away.id,
  );
  const teams = { home: match.team_score_a.team, away: match.team_score_b.team };
  return {
    matchId: row.id,
    coverage: full ? 'full' : 'score',
    lineups: full ? lineupsOf(input, teams, at) : null,
    stats: full ? matchStatsAt(input, match.events, at) : null,
    headToHead: headToHead(meetings, row.home.id),
    form: {
      home: homePast.slice(0, FORM_LENGTH).map((m) => formResult(m, row.home.id)),
      away: awayPast.slice(0, FORM_LENGTH).map((m) => formResult(m, row.away.id)),
    },
    table: await tableExcerpt(repo, row, at),
    match_odds_grid: match.match_betting_market ? oddsGrid(row.id, match.match_betting_market) : null,
  };
}

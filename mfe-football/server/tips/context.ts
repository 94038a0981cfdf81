import { COMPETITION_PRIORITY } from '@sl/contracts';
import { competitionById } from '../feed/clubs';
import { pricesFor, type Prices1X2 } from '../feed/prices';
import { seasonOf, seasonSchedule, type ScheduledMatch } from '../feed/schedule';
import { coverageOf, scheduledMatchAt } from '../feed/scheduled-clock';
import { teamById, teamsOf } from '../feed/teams';
import { goalsModel, modelFor, type GoalsModel } from './markets';
import { goalMeans } from '../feed/strength';
import type { MatchSettlement } from './settle';

/** A side's last results before a match, oldest first. */
export interface FormLine {
  /** "WWDLW", oldest first. */
  results: string;
  points: number;
  scored: number;
  conceded: number;
  /** How many of the matches both sides scored in. */
  bothScored: number;
  /** How many had three goals or more. */
  overs: number;
}

export interface Standing {
  position: number;
  of: number;
  league: string;
}

export interface TipSide {
  id: number;
  name: string;
  form: FormLine;
  standing: Standing | null;
}

/** Everything a tipster reads about a match before it. */
export interface TipMatch {
  id: number;
  date: string;
  kickOff: Date;
  competition: string;
  priority: number;
  home: TipSide;
  away: TipSide;
  prices: Prices1X2;
  /** The strength model's goals (what the prices come from). */
  model: GoalsModel;
  /** The same adjusted by the sides' recent form (what the value tipster compares the prices with). */
  formModel: GoalsModel;
}

const MATCH_SPAN_MS = 3 * 3_600_000;
const FORM_LENGTH = 5;

interface SeasonIndex {
  byTeam: Map<number, ScheduledMatch[]>;
  byCompetition: Map<number, ScheduledMatch[]>;
}

const indexes = new Map<number, SeasonIndex>();

function indexOf(season: number): SeasonIndex {
  let index = indexes.get(season);
  if (!index) {
    index = { byTeam: new Map(), byCompetition: new Map() };
    for (const m of seasonSchedule(season)) {
      for (const t of [m.homeTeamId, m.awayTeamId]) index.byTeam.set(t, [...(index.byTeam.get(t) ?? []), m]);
      index.byCompetition.set(m.competitionId, [...(index.byCompetition.get(m.competitionId) ?? []), m]);
    }
    if (indexes.size >= 2) indexes.delete(indexes.keys().next().value!);
    indexes.set(season, index);
  }
  return index;
}

/** A finished match's final score (extra time included), or null when abandoned or unfinished at `at`. */
function finalScore(m: ScheduledMatch, at: Date): { home: number; away: number } | null {
  const snap = scheduledMatchAt(m, at);
  return snap.state === 'FULLTIME' ? { home: snap.homeGoals, away: snap.awayGoals } : null;
}

/** A side's last five results in any competition this season before `before`. */
function formOf(teamId: number, before: Date): FormLine {
  const season = seasonOf(before.toISOString().slice(0, 10));
  const played = (indexOf(season).byTeam.get(teamId) ?? [])
    .filter((m) => m.kickOff.getTime() + MATCH_SPAN_MS <= before.getTime())
    .map((m) => ({ m, score: finalScore(m, before) }))
    .filter((x): x is { m: ScheduledMatch; score: { home: number; away: number } } => x.score !== null)
    .slice(-FORM_LENGTH);
  const form: FormLine = { results: '', points: 0, scored: 0, conceded: 0, bothScored: 0, overs: 0 };
  for (const { m, score } of played) {
    const home = m.homeTeamId === teamId;
    const own = home ? score.home : score.away;
    const other = home ? score.away : score.home;
    form.results += own > other ? 'W' : own === other ? 'D' : 'L';
    form.points += own > other ? 3 : own === other ? 1 : 0;
    form.scored += own;
    form.conceded += other;
    if (own > 0 && other > 0) form.bothScored++;
    if (own + other > 2) form.overs++;
  }
  return form;
}

const standings = new Map<string, Array<{ id: number }>>();

/** A league's (or group's) order from its results before `before`: points, goal difference, goals, name. */
function leagueOrder(leagueId: number, group: string | null, before: Date): Array<{ id: number }> {
  const season = seasonOf(before.toISOString().slice(0, 10));
  const rivals = teamsOf(leagueId, group);
  const tally = new Map(rivals.map((t) => [t.id, { id: t.id, name: t.name, points: 0, gd: 0, gf: 0 }]));
  for (const m of indexOf(season).byCompetition.get(leagueId) ?? []) {
    if (m.kickOff.getTime() + MATCH_SPAN_MS > before.getTime()) continue;
    const home = tally.get(m.homeTeamId);
    const away = tally.get(m.awayTeamId);
    const score = home && away ? finalScore(m, before) : null;
    if (!home || !away || !score) continue;
    home.gf += score.home;
    away.gf += score.away;
    home.gd += score.home - score.away;
    away.gd += score.away - score.home;
    if (score.home > score.away) home.points += 3;
    else if (score.home < score.away) away.points += 3;
    else {
      home.points++;
      away.points++;
    }
  }
  return [...tally.values()].sort(
    (a, b) => b.points - a.points || b.gd - a.gd || b.gf - a.gf || a.name.localeCompare(b.name),
  );
}

/** Where a club stands in its league (its group where the league has groups) before `before`; null for no league. */
function standingOf(teamId: number, before: Date): Standing | null {
  const team = teamById.get(teamId);
  const league = team ? competitionById.get(team.competitionId) : undefined;
  if (!team || !league || league.kind !== 'league') return null;
  const key = `${league.id}|${team.group ?? ''}|${before.getTime()}`;
  let order = standings.get(key);
  if (!order) {
    order = leagueOrder(league.id, team.group, before);
    if (standings.size >= 500) standings.clear();
    standings.set(key, order);
  }
  return { position: order.findIndex((t) => t.id === teamId) + 1, of: order.length, league: league.name };
}

/** Form moves a side's expected goals a little: 0.1 on the log scale per point a game better than the opponent. */
const FORM_WEIGHT = 0.1;

function formAdjusted(homeTeamId: number, awayTeamId: number, home: FormLine, away: FormLine): GoalsModel {
  const means = goalMeans(homeTeamId, awayTeamId);
  const ppg = (f: FormLine) => (f.results.length ? f.points / f.results.length : 0);
  const gap = home.results.length && away.results.length ? ppg(home) - ppg(away) : 0;
  return goalsModel({
    home: means.home * Math.exp(FORM_WEIGHT * gap),
    away: means.away * Math.exp(-FORM_WEIGHT * gap),
  });
}

/** The matches tipsters look at on a day: the prioritised competitions only, most important first. */
export function tipCandidates(date: string, limit = 10): ScheduledMatch[] {
  return seasonSchedule(seasonOf(date))
    .filter((m) => m.matchDate === date && coverageOf(m) === 'full')
    .sort(
      (a, b) =>
        (COMPETITION_PRIORITY[competitionById.get(a.competitionId)!.name] ?? 100) -
          (COMPETITION_PRIORITY[competitionById.get(b.competitionId)!.name] ?? 100) ||
        a.kickOff.getTime() - b.kickOff.getTime() ||
        a.id - b.id,
    )
    .slice(0, limit);
}

/** What the tipsters know of a match when they tip it: as things stood at the start of its day (`asOf`). */
export function tipMatch(m: ScheduledMatch, asOf: Date): TipMatch {
  const side = (id: number): TipSide => ({
    id,
    name: teamById.get(id)?.name ?? String(id),
    form: formOf(id, asOf),
    standing: standingOf(id, asOf),
  });
  const home = side(m.homeTeamId);
  const away = side(m.awayTeamId);
  const competition = competitionById.get(m.competitionId)!.name;
  return {
    id: m.id,
    date: m.matchDate,
    kickOff: m.kickOff,
    competition,
    priority: COMPETITION_PRIORITY[competition] ?? 100,
    home,
    away,
    prices: pricesFor({ seed: m.id, homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId }),
    model: modelFor(m.homeTeamId, m.awayTeamId),
    formModel: formAdjusted(m.homeTeamId, m.awayTeamId, home.form, away.form),
  };
}

/** How a tip on a match settles at `at`: the 90-minute score once it is over, void when abandoned, else null. */
export function settlementOf(m: ScheduledMatch, at: Date): MatchSettlement {
  const snap = scheduledMatchAt(m, at);
  if (snap.state === 'ABANDONED') return { state: 'void' };
  if (snap.state !== 'FULLTIME') return null;
  // Bets settle on the 90 minutes, as bookmakers do: the score at the end of normal time, before any extra time.
  const normal = snap.events.filter(
    (e) => e.minute <= 90 && (e.type === 'GOAL' || e.type === 'PENALTY' || e.type === 'OWN_GOAL'),
  );
  return {
    state: 'final',
    home: normal.filter((e) => e.side === 'home').length,
    away: normal.filter((e) => e.side === 'away').length,
  };
}

const byId = new Map<number, Map<number, ScheduledMatch>>();

/** A scheduled match of the season around `date` by id. */
export function scheduledMatch(id: number, date: string): ScheduledMatch | undefined {
  const season = seasonOf(date);
  let map = byId.get(season);
  if (!map) {
    map = new Map(seasonSchedule(season).map((m) => [m.id, m]));
    if (byId.size >= 2) byId.delete(byId.keys().next().value!);
    byId.set(season, map);
  }
  return map.get(id);
}

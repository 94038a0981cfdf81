import type { FootballMatch } from './match';

/** Competition priority (spec document 2, section 9); everything else is 100. */
export const COMPETITION_PRIORITY: Readonly<Record<string, number>> = {
  'Champions League': 1,
  'Premier League': 2,
  Championship: 3,
  'League One': 4,
  'League Two': 5,
  'National League': 6,
  'FA Cup': 7,
  'League Cup': 8,
  'Womens Super League': 9,
  'Scottish Premiership': 10,
  'La Liga': 11,
  Bundesliga: 12,
  'Serie A': 13,
  'Ligue 1': 14,
  'Europa League': 15,
  'Conference League': 16,
  'Scottish Championship': 17,
  'Scottish League One': 18,
  'Scottish League Two': 19,
  Eredivisie: 20,
  'Primeira Liga': 21,
  MLS: 22,
  'Saudi Pro League': 23,
  'Brazil Serie A': 24,
};
export const OTHER_COMPETITION_PRIORITY = 100;

export function competitionPriority(name: string): number {
  return COMPETITION_PRIORITY[name] ?? OTHER_COMPETITION_PRIORITY;
}

/** Only these have no league table. */
export const COMPETITIONS_WITHOUT_TABLE: ReadonlySet<string> = new Set([
  'FA Cup',
  'League Cup',
  'Conference League',
]);

export const hasLeagueTable = (name: string) => !COMPETITIONS_WITHOUT_TABLE.has(name);

/** Competitions by sort_order ascending, -1 (unranked) last, then by name. */
export function compareCompetitions(
  a: { sort_order: number; name: string },
  b: { sort_order: number; name: string },
): number {
  const rank = (s: number) => (s === -1 ? Number.POSITIVE_INFINITY : s);
  return rank(a.sort_order) - rank(b.sort_order) || a.name.localeCompare(b.name);
}

export interface CompetitionGroup<T> {
  competition: FootballMatch['competition'];
  matches: T[];
}

/** Matches grouped by competition, groups in competition order, matches by kick-off. */
export function groupByCompetition<T extends Pick<FootballMatch, 'competition' | 'kick_off'>>(
  matches: readonly T[],
): CompetitionGroup<T>[] {
  const groups = new Map<number, CompetitionGroup<T>>();
  for (const m of matches) {
    const id = m.competition.competition_reference.id;
    const group = groups.get(id) ?? { competition: m.competition, matches: [] };
    group.matches.push(m);
    groups.set(id, group);
  }
  const list = [...groups.values()];
  for (const g of list) g.matches.sort((a, b) => a.kick_off.localeCompare(b.kick_off));
  return list.sort((a, b) => compareCompetitions(a.competition, b.competition));
}

export interface DayGroup<T> {
  date: string;
  matches: T[];
}

/** Fixtures grouped by day, days ascending (soonest first), matches by kick-off inside a day. */
export function groupFixturesByDay<T extends Pick<FootballMatch, 'match_date' | 'kick_off'>>(
  matches: readonly T[],
): DayGroup<T>[] {
  const days = new Map<string, T[]>();
  for (const m of [...matches].sort((a, b) => a.kick_off.localeCompare(b.kick_off))) {
    const list = days.get(m.match_date) ?? [];
    list.push(m);
    days.set(m.match_date, list);
  }
  return [...days.entries()].map(([date, list]) => ({ date, matches: list }));
}

/** Results newest first, grouped by day (newest day first). */
export function groupResultsByDay<T extends Pick<FootballMatch, 'match_date' | 'kick_off'>>(
  matches: readonly T[],
): DayGroup<T>[] {
  return groupFixturesByDay(matches)
    .reverse()
    .map((d) => ({ date: d.date, matches: [...d.matches].reverse() }));
}

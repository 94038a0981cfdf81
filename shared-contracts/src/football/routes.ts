import { slugify } from '../racing/routes';
import type { FootballTeamSection } from './pages';

/**
 * Football route builders (spec document 2, section 2). The slug rule is the site-wide one the racing contracts
 * already define; reused, not duplicated.
 */
export const routeSlug = slugify;

/** Tabs that live at the base match URL. */
const BASE_MATCH_TABS = new Set(['form', 'overview']);

export function matchPath(
  matchId: number,
  homeTeam: string,
  awayTeam: string,
  tab?: string,
  subtab?: string,
): string {
  const base = `/football/live/${matchId}/${routeSlug(`${homeTeam}-vs-${awayTeam}`)}`;
  if (!tab || BASE_MATCH_TABS.has(tab)) return base;
  return subtab ? `${base}/${tab}/${subtab}` : `${base}/${tab}`;
}

/** Team 276 has no page: its path is empty (spec document 2, section 2). */
export const TEAM_WITHOUT_PAGE = 276;

export function teamPath(name: string, id: number): string {
  if (id === TEAM_WITHOUT_PAGE) return '';
  return `/football/team/${routeSlug(name)}/${id}`;
}

export function playerPath(
  name: string,
  id: number,
  tab?: string,
  scope?: { slug: string; id: number },
): string {
  let path = `/football/player/${routeSlug(name)}/${id}`;
  if (tab) path += `/${tab}`;
  if (scope) path += `/${routeSlug(scope.slug)}/${scope.id}`;
  return path;
}

export function leagueTablePath(competitionName: string, id: number, group?: string): string {
  const base = `/football/league-tables/${routeSlug(competitionName)}/${id}`;
  return group ? `${base}/${routeSlug(group)}` : base;
}

export function leagueTableSeasonPath(
  competitionName: string,
  id: number,
  season: string,
  seasonId: number,
  suffix?: string,
): string {
  const base = `/football/league-tables/${routeSlug(competitionName)}/${id}/seasons/${routeSlug(season)}/${seasonId}`;
  return suffix ? `${base}/${suffix.replace(/^\/+/, '')}` : base;
}

export function competitionFixturesPath(competitionName: string, id: number): string {
  return `/football/fixtures-results/competitions/${routeSlug(competitionName)}/${id}`;
}

/** /football/{section}/teams/{slug}/{id}/{slug}/{id}: a team inside a competition, as config links write it. */
export function sectionTeamPath(
  section: FootballTeamSection,
  competition: { name: string; id: number },
  team: { name: string; id: number },
): string {
  return `/football/${section}/teams/${routeSlug(competition.name)}/${competition.id}/${routeSlug(team.name)}/${team.id}`;
}

/** The football quick-links strip shows on football pages only. */
export function showsFootballQuickLinks(pathname: string): boolean {
  return pathname === '/football' || pathname.startsWith('/football/');
}

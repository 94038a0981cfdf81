import { firstRouteMatch, type RouteParams } from '../routes/patterns';

/** Football sections whose pages also list a team inside a competition (/football/{section}/teams/...). */
export const FOOTBALL_TEAM_SECTIONS = ['fixtures-results', 'league-tables'] as const;
export type FootballTeamSection = (typeof FOOTBALL_TEAM_SECTIONS)[number];

/** Editorial football sections: a page each, whatever the service's data. */
export const FOOTBALL_EDITORIAL_SECTIONS = ['news'] as const;

export type FootballPageKind =
  | 'hub'
  | 'fixtures-results'
  | 'competition'
  | 'vidiprinter'
  | 'match'
  | 'team'
  | 'competition-team'
  | 'league-tables'
  | 'league-table'
  | 'league-table-group'
  | 'league-table-season'
  | 'player'
  | 'editorial'
  | 'fantasy'
  | 'tips-centre'
  | 'transfer-centre'
  | 'tournaments'
  | 'tournament'
  | 'euros';

/**
 * Every football page, relative to /football, in react-router syntax: the remote routes with this table and the
 * football service answers "is there a page here?" from it, so the two cannot drift apart.
 */
export const FOOTBALL_PAGES: ReadonlyArray<{ kind: FootballPageKind; pattern: string }> = [
  { kind: 'hub', pattern: '' },
  { kind: 'fixtures-results', pattern: 'fixtures-results' },
  { kind: 'competition', pattern: 'fixtures-results/competitions/:slug/:id' },
  { kind: 'vidiprinter', pattern: 'live/vidiprinter' },
  { kind: 'match', pattern: 'live/:matchId/:slug/*' },
  { kind: 'team', pattern: 'team/:slug/:id' },
  ...FOOTBALL_TEAM_SECTIONS.map((section) => ({
    kind: 'competition-team' as const,
    pattern: `${section}/teams/:competitionSlug/:competitionId/:teamSlug/:teamId`,
  })),
  { kind: 'league-tables', pattern: 'league-tables' },
  { kind: 'league-table-season', pattern: 'league-tables/:slug/:id/seasons/:season/:seasonId/:group?' },
  { kind: 'league-table', pattern: 'league-tables/:slug/:id' },
  { kind: 'league-table-group', pattern: 'league-tables/:slug/:id/:group' },
  { kind: 'player', pattern: 'player/:slug/:id/*' },
  ...FOOTBALL_EDITORIAL_SECTIONS.map((section) => ({ kind: 'editorial' as const, pattern: section })),
  { kind: 'fantasy', pattern: 'fantasy-football' },
  { kind: 'tips-centre', pattern: 'tips-centre' },
  { kind: 'transfer-centre', pattern: 'transfer-centre' },
  { kind: 'tournaments', pattern: 'tournaments' },
  { kind: 'tournament', pattern: 'tournaments/:slug' },
  { kind: 'euros', pattern: 'euros/*' },
];

/** Which football page a site path is, if any (the path starts with /football). */
export function footballPageFor(pathname: string): { kind: FootballPageKind; params: RouteParams } | null {
  if (pathname !== '/football' && !pathname.startsWith('/football/')) return null;
  return firstRouteMatch(FOOTBALL_PAGES, pathname.slice('/football'.length));
}

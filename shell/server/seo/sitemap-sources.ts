import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  buildTopNav,
  FALLBACK_FREE_BETS_MENU,
  isKnownSitePath,
  matchPath,
  racecardPath,
  type NavItem,
} from '@sl/contracts';
import { PRIVATE_PATHS } from './robots';

/** Only the fields the sitemap reads from the sections' answers (anything else in them is ignored). */
const RacecardsDayShape = Type.Object({
  date: Type.String(),
  meetings: Type.Array(
    Type.Object({
      courseName: Type.String(),
      races: Type.Array(Type.Object({ raceId: Type.Number(), title: Type.String() })),
    }),
  ),
});
const TeamShape = Type.Object({ team: Type.Object({ name: Type.String() }) });
const MatchListShape = Type.Object({
  matches: Type.Array(
    Type.Object({
      match_reference: Type.Object({ id: Type.Number() }),
      team_score_a: TeamShape,
      team_score_b: TeamShape,
    }),
  ),
});

interface SectionFetch {
  fetchImpl: typeof fetch;
  timeoutMs: number;
}

/** The section's JSON answer if it is the expected shape; null when the section is down, slow or answers oddly. */
async function sectionJson<T extends TSchema>(
  url: string,
  shape: T,
  { fetchImpl, timeoutMs }: SectionFetch,
): Promise<Static<T> | null> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return Value.Check(shape, body) ? body : null;
  } catch {
    return null;
  }
}

/** The day's race cards, by the racing service's racecards list and the shared route builder; null if it is down. */
export async function racecardPaths(
  racingUrl: string,
  date: string,
  options: SectionFetch,
): Promise<string[] | null> {
  const day = await sectionJson(
    `${racingUrl}/api/horse-racing/v2/racing/racecards/${date}`,
    RacecardsDayShape,
    options,
  );
  if (!day) return null;
  return day.meetings.flatMap((meeting) =>
    meeting.races.map((race) => racecardPath(day.date, meeting.courseName, race.raceId, race.title)),
  );
}

/** The day's match pages, by the football service's matches for the date; null if it is down. */
export async function matchPaths(
  footballUrl: string,
  date: string,
  options: SectionFetch,
): Promise<string[] | null> {
  const list = await sectionJson(
    `${footballUrl}/api/football/v2/matches/date/${date}`,
    MatchListShape,
    options,
  );
  if (!list) return null;
  return list.matches.map((m) =>
    matchPath(m.match_reference.id, m.team_score_a.team.name, m.team_score_b.team.name),
  );
}

const isPrivate = (path: string) =>
  PRIVATE_PATHS.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p.endsWith('/') ? p : `${p}/`));

/**
 * The section index pages the menu links to: every item and sub-item on this site (not external, not members'
 * only, not behind a feature flag), without private pages. The free-bets menu is the fallback list, as the
 * promos service's menu changes with offers and the sitemap should not wait on it.
 */
export function navPaths(): string[] {
  const paths: string[] = [];
  const visit = (items: NavItem[]) => {
    for (const item of items) {
      const path = item.url.split(/[?#]/)[0] ?? '';
      const listed = !item.external && !item.premiumOnly && !item.featureToggle && path.startsWith('/');
      if (listed && path !== '/' && isKnownSitePath(path) && !isPrivate(path)) paths.push(path);
      if (item.subNav) visit(item.subNav);
    }
  };
  visit(buildTopNav({ freeBets: FALLBACK_FREE_BETS_MENU, royalAscotMicrosite: false }));
  return [...new Set(paths)];
}

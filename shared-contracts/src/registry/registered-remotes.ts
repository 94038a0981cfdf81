import { SITE_ROUTE_PREFIXES } from '../nav/site-links';
import {
  BUILT_IN_REMOTES,
  REMOTE_NAME_PATTERN,
  type BootSection,
  type RegistryRow,
  type RemoteRoute,
} from './remotes';

/**
 * Remotes registered at runtime: a new team's remote goes live with its routes and API through the release
 * registry, with no shell release. These are the rules the shell's server (registration, page status, gateway) and
 * its browser code (routes) share.
 */

/** A section's address: one segment, so a registered remote can never claim part of another section. */
export const REMOTE_ROUTE_PATTERN = /^\/[a-z0-9][a-z0-9-]{1,39}$/;

/** The exposed module's name, as the built-in sections name theirs (`RacingApp`). */
export const REMOTE_MODULE_PATTERN = /^[A-Z][A-Za-z0-9]{1,40}$/;

/** A module federation container name (the manifest's `name`): a JavaScript identifier. */
export const REMOTE_SCOPE_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

/** The most sections one remote registers: a remote is a product area, not a site map. */
export const MAX_REMOTE_ROUTES = 10;

/**
 * Names the shell's own server answers under `/api/<name>` or at `/<name>`, or the gateway forwards already: a
 * registered remote named so would shadow them or be shadowed.
 */
const RESERVED_NAMES = [
  ...BUILT_IN_REMOTES,
  'api',
  'admin',
  'assets',
  'metrics',
  'img',
  'openid',
  'healthz',
  'shell',
  'site',
  'horse-racing',
  'content',
  'subscription',
  'features',
  'forms',
];

/** The API prefix a remote named `name` may have: its own name under /api, so it can take no one else's. */
export const remoteApiPrefix = (name: string): string => `/api/${name}`;

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

/** True when the site already answers at this address (a built-in section, a shell page, a server route). */
function takenBySite(path: string): boolean {
  const segment = firstSegment(path);
  return (
    (SITE_ROUTE_PREFIXES as readonly string[]).includes(segment) || RESERVED_NAMES.includes(segment.slice(1))
  );
}

export interface RegistrationInput {
  name: string;
  scope: string;
  routes: readonly RemoteRoute[];
  apiPrefix: string | null;
}

/**
 * Why a registration cannot be taken, in words for the release manager, or null when it can. `rows` is the
 * registry now; a remote registering again (new routes) may keep its own.
 */
export function registrationProblem(input: RegistrationInput, rows: readonly RegistryRow[]): string | null {
  if (!REMOTE_NAME_PATTERN.test(input.name))
    return `"${input.name}" is not a remote name: lower case letters, digits and dashes, 2 to 30 characters`;
  if (RESERVED_NAMES.includes(input.name))
    return (BUILT_IN_REMOTES as readonly string[]).includes(input.name)
      ? `${input.name} is built into the shell: release new versions of it with set or rollout`
      : `"${input.name}" is a name the site uses itself`;
  if (!REMOTE_SCOPE_PATTERN.test(input.scope))
    return `"${input.scope}" is not a module federation scope: a JavaScript identifier of up to 40 characters`;
  const others = rows.filter((row) => row.name !== input.name);
  if (others.some((row) => row.scope === input.scope))
    return `The scope "${input.scope}" is already the ${others.find((row) => row.scope === input.scope)?.name} remote's`;
  if (input.routes.length === 0 && input.apiPrefix === null)
    return 'A remote needs at least one route or an API to be of use';
  if (input.routes.length > MAX_REMOTE_ROUTES)
    return `A remote registers at most ${MAX_REMOTE_ROUTES} routes`;
  const seen = new Set<string>();
  for (const route of input.routes) {
    if (!REMOTE_ROUTE_PATTERN.test(route.path))
      return `The route "${route.path}" is not one lower-case segment such as /stats-desk`;
    if (takenBySite(route.path)) return `The route ${route.path} is the site's own already`;
    const owner = others.find((row) => row.routes?.some((taken) => taken.path === route.path));
    if (owner) return `The route ${route.path} is the ${owner.name} remote's already`;
    if (seen.has(route.path)) return `The route ${route.path} is listed twice`;
    seen.add(route.path);
    if (!REMOTE_MODULE_PATTERN.test(route.module))
      return `"${route.module}" is not an exposed module's name such as StatsApp`;
    const label = route.label.trim();
    if (label.length === 0 || label.length > 40)
      return `The route ${route.path} needs a label of 1 to 40 characters`;
  }
  if (input.apiPrefix !== null && input.apiPrefix !== remoteApiPrefix(input.name))
    return `The ${input.name} remote's API prefix can only be ${remoteApiPrefix(input.name)}`;
  return null;
}

/** The registered remote and route that serve `pathname`, enabled or not; null for every other address. */
export function registeredSectionAt(
  rows: readonly RegistryRow[],
  pathname: string,
): { row: RegistryRow; route: RemoteRoute } | null {
  const segment = firstSegment(pathname);
  for (const row of rows)
    for (const route of row.routes ?? []) if (route.path === segment) return { row, route };
  return null;
}

/** The registered remote whose API answers `pathname` (`/api/<name>/…`), enabled or not; null if none. */
export function registeredApiAt(rows: readonly RegistryRow[], pathname: string): RegistryRow | null {
  return (
    rows.find(
      (row) =>
        row.apiPrefix !== null && (pathname === row.apiPrefix || pathname.startsWith(`${row.apiPrefix}/`)),
    ) ?? null
  );
}

/** What the browser routes at boot: every section of every enabled registered remote. */
export function bootSections(rows: readonly RegistryRow[]): BootSection[] {
  return rows
    .filter((row) => row.enabled)
    .flatMap((row) => (row.routes ?? []).map((route) => ({ remote: row.name, ...route })));
}

/** The booted section that serves `pathname`, if a registered remote's does. */
export function bootSectionAt(sections: readonly BootSection[], pathname: string): BootSection | null {
  const segment = firstSegment(pathname);
  return sections.find((section) => section.path === segment) ?? null;
}

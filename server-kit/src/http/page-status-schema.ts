import { Type, type Static } from 'typebox';
import { PAGE_HEAD_LIMITS, type PageStatus } from '@sl/contracts';
import type { Same } from './error-schema';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** A schema.org SportsEvent in the section's words (the shell writes the JSON-LD). */
const PageHeadEventSchema = Type.Object({
  name: Text(PAGE_HEAD_LIMITS.name),
  // ISO 8601 with an offset: the London wall-clock time a reader sees, and the instant.
  startDate: Type.String({
    maxLength: 40,
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?([+-]\\d{2}:\\d{2}|Z)$',
  }),
  sport: Text(50),
  location: Type.Optional(Text(PAGE_HEAD_LIMITS.name)),
  homeTeam: Type.Optional(Text(PAGE_HEAD_LIMITS.name)),
  awayTeam: Type.Optional(Text(PAGE_HEAD_LIMITS.name)),
  eventStatus: Type.Optional(
    Type.Union([
      Type.Literal('EventScheduled'),
      Type.Literal('EventCancelled'),
      Type.Literal('EventPostponed'),
    ]),
  ),
});

/** The page's title, description and event, bounded so a section cannot bloat every page it owns. */
const PageHeadSchema = Type.Object({
  title: Text(PAGE_HEAD_LIMITS.title),
  description: Text(PAGE_HEAD_LIMITS.description),
  event: Type.Optional(PageHeadEventSchema),
});

/** The answer of every section's page-status route: whether the shell should serve that path as a page. */
export const PageStatusSchema = Type.Object({
  path: Type.String(),
  found: Type.Boolean(),
  head: Type.Optional(PageHeadSchema),
});

/** `?path=/...`: the site path a page-status route is asked about. */
export const PageStatusQuery = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
});

const _pageStatusSame: Same<Static<typeof PageStatusSchema>, PageStatus> = true;

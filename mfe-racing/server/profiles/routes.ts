import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Performance, ProfileKind, RaceCard } from '@sl/contracts';
import type { RacingProfileView } from '@sl/contracts/race-history';
import { badRequest, ERROR_RESPONSES, londonToday, notFound } from '@sl/server-kit';
import { worldSeedFrom } from '../feed/seed';
import { horseByCode } from '../feed/world/horses';
import { peopleOf } from '../feed/world/people';
import type { RacecardsRepository } from '../racecards/repository';
import { RacingProfileViewSchema } from '../schemas/profiles';
import { horseDetail } from './horse';
import { personDetail } from './person';
import { RidesSource, type WorldRidesOn } from './rides-source';

const ProfileParams = Type.Object({
  kind: Type.String({ maxLength: 10 }),
  code: Type.String({ maxLength: 20 }),
});

const FIELDS = { horse: 'horseCode', jockey: 'jockeyCode', trainer: 'trainerCode' } as const;

function isKind(value: string): value is ProfileKind {
  return value === 'horse' || value === 'jockey' || value === 'trainer';
}

function nameIn(kind: ProfileKind, code: string, cards: RaceCard[]): string {
  for (const card of cards)
    for (const e of card.entries) {
      if (kind === 'horse' && e.horseCode === code) return e.horseName;
      if (kind === 'jockey' && e.jockeyCode === code) return e.jockeyFullName;
      if (kind === 'trainer' && e.trainerCode === code) return e.trainerFullName;
    }
  return '';
}

/** The name the racing world knows a code by, for a horse or person with no entry on the cards held. */
function worldName(seed: string, kind: ProfileKind, code: string): string {
  if (kind === 'horse') return horseByCode(seed, code)?.name ?? '';
  const people = peopleOf(seed);
  const list = kind === 'jockey' ? people.jockeys : people.trainers;
  return list.find((p) => p.code === code)?.name ?? '';
}

/**
 * The name on a profile page, or '' when there is no such page: a horse or person on a card held, or known to the
 * racing world (in older results). The page-status answer names the page with it.
 */
export async function profileName(
  repo: RacecardsRepository,
  kind: ProfileKind,
  code: string,
  seed: string = worldSeedFrom(),
): Promise<string> {
  if (!/^\d{12}$/.test(code)) return '';
  return nameIn(kind, code, await repo.cardsWith(FIELDS[kind], code)) || worldName(seed, kind, code);
}

export interface ProfileOptions {
  repo: RacecardsRepository;
  now?: () => Date;
  seed?: string;
  /** Work the seasons' results out in the background at start (off under jest, where each test starts a service). */
  warm?: boolean;
  /** The racing world's worker thread, which works a past world day's rides out off the event loop. */
  worldRides?: WorldRidesOn;
}

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileOptions> = async (app, options) => {
  const { repo } = options;
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? worldSeedFrom();
  const rides = new RidesSource(repo, seed, now, options.worldRides);
  if (options.warm ?? !process.env.JEST_WORKER_ID) rides.warm();

  app.get(
    '/api/horse-racing/v2/racing/profiles/:kind/:code',
    { schema: { params: ProfileParams, response: { 200: RacingProfileViewSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { kind, code } = request.params;
      if (!isKind(kind)) throw badRequest(`"${kind}" is not horse, jockey or trainer`, 'BAD_PROFILE_KIND');
      if (!/^\d{12}$/.test(code)) throw badRequest(`"${code}" is not a 12-digit code`, 'BAD_CODE');
      const field = FIELDS[kind];
      const cards = await repo.cardsWith(field, code);
      const name = nameIn(kind, code, cards) || worldName(seed, kind, code);
      if (!name) throw notFound(`There is no ${kind} with code ${code}`, 'PROFILE_NOT_FOUND');
      const today = londonToday(now());
      const mine = (card: RaceCard) => card.entries.filter((e) => e[field] === code);
      const entriesOf = (card: RaceCard) =>
        mine(card).map((e) => ({
          raceId: card.raceId,
          meetingDate: card.meetingDate.slice(0, 10),
          courseName: card.courseName,
          offTimeLocal: card.offTimeLocal,
          title: card.title,
          horseName: e.horseName,
          horseCode: e.horseCode,
        }));
      const world = kind === 'horse' ? horseByCode(seed, code) : null;
      const horse = world ? horseDetail(seed, world, today) : undefined;
      const performances: Performance[] =
        kind === 'horse'
          ? (horse?.form ?? cards.flatMap((c) => mine(c))[0]?.horse.performances ?? [])
          : cards
              .flatMap((c) => mine(c).flatMap((e) => e.horse.performances))
              .filter((p) => (kind === 'jockey' ? p.jockeyCode : p.trainerCode) === code)
              .sort((a, b) => b.meetingDate.localeCompare(a.meetingDate))
              .slice(0, 20);
      const body: RacingProfileView = {
        kind,
        code,
        name,
        entries: cards.flatMap(entriesOf),
        upcoming: cards
          .filter((card) => Date.parse(card.offTime) > now().getTime())
          .sort((a, b) => a.offTime.localeCompare(b.offTime))
          .flatMap(entriesOf),
        performances,
        ...(horse ? { horse } : {}),
        ...(kind === 'horse' ? {} : { person: await personDetail(kind, code, today, rides.ridesOn) }),
      };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};

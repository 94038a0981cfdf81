import { Type } from 'typebox';
import type { Performance, ProfileKind, RaceCard, RacingProfile } from '@sl/contracts';
import { badRequest, notFound, type AppInstance } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';

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

export async function profileRoutes(app: AppInstance, repo: RacecardsRepository) {
  app.get(
    '/api/horse-racing/v2/racing/profiles/:kind/:code',
    { schema: { params: ProfileParams } },
    async (request, reply) => {
      const { kind, code } = request.params;
      if (!isKind(kind)) throw badRequest(`"${kind}" is not horse, jockey or trainer`, 'BAD_PROFILE_KIND');
      if (!/^\d{12}$/.test(code)) throw badRequest(`"${code}" is not a 12-digit code`, 'BAD_CODE');
      const field = FIELDS[kind];
      const cards = await repo.cardsWith(field, code);
      if (cards.length === 0) throw notFound(`There is no ${kind} with code ${code}`, 'PROFILE_NOT_FOUND');
      const mine = (card: RaceCard) => card.entries.filter((e) => e[field] === code);
      const performances: Performance[] =
        kind === 'horse'
          ? (mine(cards[0] as RaceCard)[0]?.horse.performances ?? [])
          : cards
              .flatMap((c) => mine(c).flatMap((e) => e.horse.performances))
              .filter((p) => (kind === 'jockey' ? p.jockeyCode : p.trainerCode) === code)
              .sort((a, b) => b.meetingDate.localeCompare(a.meetingDate))
              .slice(0, 20);
      const body: RacingProfile = {
        kind,
        code,
        name: nameIn(kind, code, cards),
        entries: cards.flatMap((card) =>
          mine(card).map((e) => ({
            raceId: card.raceId,
            meetingDate: card.meetingDate.slice(0, 10),
            courseName: card.courseName,
            offTimeLocal: card.offTimeLocal,
            title: card.title,
            horseName: e.horseName,
            horseCode: e.horseCode,
          })),
        ),
        performances,
      };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
}

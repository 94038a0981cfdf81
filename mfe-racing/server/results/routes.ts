import { Type } from 'typebox';
import {
  ENTRY_STATUS,
  type MeetingGoing,
  type NonRunner,
  type RaceCard,
  type RaceResultSummary,
} from '@sl/contracts';
import { londonToday, parseIsoDate, type AppInstance } from '@sl/server-kit';
import { visibleResult } from '../racecard/present';
import type { RacecardsRepository } from '../racecards/repository';

const DateParams = Type.Object({ date: Type.String({ maxLength: 10 }) });

function summaries(cards: RaceCard[], now: Date): RaceResultSummary[] {
  return cards.flatMap((card) => {
    const result = visibleResult(card, now);
    return result
      ? [
          {
            raceId: card.raceId,
            meetingDate: card.meetingDate.slice(0, 10),
            courseName: card.courseName,
            offTime: card.offTime,
            offTimeLocal: card.offTimeLocal,
            title: card.title,
            result,
          },
        ]
      : [];
  });
}

export async function resultsRoutes(app: AppInstance, repo: RacecardsRepository, now: () => Date) {
  // Fast results: today's results as they come in, latest first.
  app.get('/api/horse-racing/v2/racing/fast-results', async (_request, reply) => {
    const at = now();
    const list = summaries(await repo.cardsOn(londonToday(at)), at).reverse();
    return reply.header('Cache-Control', 'public, max-age=15').send({ date: londonToday(at), results: list });
  });

  app.get(
    '/api/horse-racing/v2/racing/results/:date',
    { schema: { params: DateParams } },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const results = summaries(await repo.cardsOn(date), now());
      return reply.header('Cache-Control', 'public, max-age=30').send({ date, results });
    },
  );

  app.get(
    '/api/horse-racing/v2/racing/non-runners/:date',
    { schema: { params: DateParams } },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const nonRunners: NonRunner[] = (await repo.cardsOn(date)).flatMap((card) =>
        card.entries
          .filter((e) => e.statusId !== ENTRY_STATUS.runner)
          .map((e) => ({
            raceId: card.raceId,
            meetingDate: date,
            courseName: card.courseName,
            offTimeLocal: card.offTimeLocal,
            title: card.title,
            horseCode: e.horseCode,
            horseName: e.horseName,
            statusId: e.statusId,
            statusDescription: e.statusDescription,
          })),
      );
      return reply.header('Cache-Control', 'public, max-age=60').send({ date, nonRunners });
    },
  );

  app.get(
    '/api/horse-racing/v2/racing/going/:date',
    { schema: { params: DateParams } },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const meetings: MeetingGoing[] = await repo.goings(date);
      return reply.header('Cache-Control', 'public, max-age=60').send({ date, meetings });
    },
  );
}

import { Type } from 'typebox';
import type { RacecardsDay } from '@sl/contracts';
import { parseIsoDate, type AppInstance } from '@sl/server-kit';
import type { RacecardsRepository } from './repository';

const DateParams = Type.Object({ date: Type.String({ maxLength: 10 }) });

export async function racecardsRoutes(app: AppInstance, repo: RacecardsRepository) {
  app.get(
    '/api/horse-racing/v2/racing/racecards/:date',
    { schema: { params: DateParams } },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const body: RacecardsDay = { date, meetings: await repo.day(date) };
      return reply.header('Cache-Control', 'public, max-age=30').send(body);
    },
  );
}

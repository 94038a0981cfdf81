import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  FESTIVAL_CARDS_DAYS_AHEAD,
  FESTIVAL_MEETINGS,
  nextFestivalEdition,
  previousFestivalEdition,
  type FestivalEdition,
  type FestivalEditionRacing,
  type FestivalName,
  type FestivalRacing,
  type RaceCard,
} from '@sl/contracts';
import { addDays, ERROR_RESPONSES, londonToday } from '@sl/server-kit';
import { generateFeedDay } from '../feed/generate';
import { DEFAULT_WORLD_SEED } from '../feed/world/types';
import type { RacecardsRepository } from '../racecards/repository';
import { FestivalNameSchema, FestivalRacingSchema } from '../schemas/festivals';
import { festivalRace } from './present';

const FestivalParams = Type.Object({ festival: FestivalNameSchema });

export interface FestivalOptions {
  repo: RacecardsRepository;
  now: () => Date;
  worldSeed?: string;
  /** Draws a day's race cards from the world (the service's world thread); on this thread when absent. */
  feedDayRaces?: (date: string) => Promise<RaceCard[]>;
}

/**
 * The racing behind the festival microsites: the next (or running) edition's days, with cards once they are out,
 * and the last edition's races with their results. Festival days are generated and stored like any other day, so
 * their race cards, results and profiles open from the usual racing pages.
 */
export const festivalRoutes: FastifyPluginAsyncTypebox<FestivalOptions> = async (
  app,
  { repo, now, worldSeed = DEFAULT_WORLD_SEED, feedDayRaces: drawn },
) => {
  // A festival day nobody has stored is drawn from the world: seconds of CPU, off the event loop when the service
  // gives a world thread (docs/adr/0018).
  const feedDayRaces = drawn ?? (async (date: string) => generateFeedDay(date, worldSeed).races);
  const storing = new Map<string, Promise<void>>();
  /** Concurrent requests share one store per day; a day already held (seeded or imported) is left alone. */
  const ensureDay = (date: string) => {
    let pending = storing.get(date);
    if (!pending) {
      pending = (async () => {
        if (!(await repo.hasDay(date))) await repo.saveDay(date, await feedDayRaces(date), 'generator');
      })().finally(() => storing.delete(date));
      storing.set(date, pending);
    }
    return pending;
  };

  const editionRacing = async (edition: FestivalEdition, at: Date): Promise<FestivalEditionRacing> => {
    const today = londonToday(at);
    const meeting = FESTIVAL_MEETINGS[edition.festival];
    const last = edition.dates[edition.dates.length - 1]!;
    const days = [];
    for (const [index, date] of edition.dates.entries()) {
      const day = meeting.days[index]!;
      const published = date <= addDays(today, FESTIVAL_CARDS_DAYS_AHEAD);
      if (published) await ensureDay(date);
      const cards = published
        ? (await repo.cardsOn(date)).filter((c) => c.courseName === meeting.course)
        : [];
      days.push({
        date,
        dayNumber: index + 1,
        name: day.name,
        feature: day.feature,
        races: cards.sort((a, b) => a.raceNumber - b.raceNumber).map((c) => festivalRace(c, day.feature, at)),
      });
    }
    const status = today < edition.dates[0]! ? 'upcoming' : today > last ? 'finished' : 'running';
    return { year: edition.year, status, days };
  };

  app.get(
    '/api/horse-racing/v2/racing/festivals/:festival',
    { schema: { params: FestivalParams, response: { 200: FestivalRacingSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const festival: FestivalName = request.params.festival;
      const at = now();
      const today = londonToday(at);
      const previous = previousFestivalEdition(festival, today);
      const body: FestivalRacing = {
        festival,
        course: FESTIVAL_MEETINGS[festival].course,
        next: await editionRacing(nextFestivalEdition(festival, today), at),
        previous: previous ? await editionRacing(previous, at) : null,
      };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};

import { parentPort, workerData } from 'node:worker_threads';
import { worldRides } from '../profiles/rides';
import { tippedDay } from '../tips/history-day';
import { generateFeedDay } from './generate';
import { worldDayCards } from './world/day-cards';

/**
 * The worker thread that draws days from the racing world (world-thread.ts starts it): a day takes 0.1 to 0.5 s of
 * CPU, several seconds on a busy machine, which on the service's own thread held every request, the remote's
 * manifest included, behind it. It answers a day's race cards (a festival day stored on first demand), a past
 * world day for the results pages, a past day tipped and settled (the tips history), or a past day's rides (the
 * jockey and trainer figures).
 */
export type WorldRequest =
  | { id: number; kind: 'races'; date: string }
  | { id: number; kind: 'world-day'; date: string }
  | { id: number; kind: 'tipped'; date: string; now: string }
  | { id: number; kind: 'rides'; date: string };

const seed = (workerData as { seed: string }).seed;
parentPort?.on('message', (message: WorldRequest) => {
  try {
    const answer =
      message.kind === 'world-day'
        ? worldDayCards(message.date, seed)
        : message.kind === 'tipped'
          ? tippedDay(message.date, generateFeedDay(message.date, seed).races, new Date(message.now))
          : message.kind === 'rides'
            ? worldRides(seed, message.date)
            : generateFeedDay(message.date, seed).races;
    parentPort?.postMessage({ id: message.id, answer });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});

import { parentPort, workerData } from 'node:worker_threads';
import { generateFeedDay } from '../feed/generate';
import { tippedDay } from './history-day';

/**
 * The worker thread that draws past days from the racing world for the tips history (history-thread.ts starts
 * it): a day takes 0.1 to 0.5 s of CPU, several seconds on a busy machine, which on the service's own thread held
 * every request, the remote's manifest included, behind it.
 */
const seed = (workerData as { seed: string }).seed;
parentPort?.on('message', (message: { id: number; date: string; now: string }) => {
  try {
    const day = tippedDay(message.date, generateFeedDay(message.date, seed).races, new Date(message.now));
    parentPort?.postMessage({ id: message.id, day });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});

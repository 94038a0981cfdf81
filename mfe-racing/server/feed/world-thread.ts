import { Worker } from 'node:worker_threads';
import type { RaceCard } from '@sl/contracts';
import type { Ride } from '../profiles/rides';
import type { HistoryDay, TippedDay } from '../tips/history-day';
import type { WorldRequest } from './world-worker';

type Answer = { id: number; answer: unknown } | { id: number; error: string };

/** Asking without the id: each kind of request as the caller writes it. */
type Request = WorldRequest extends infer R ? (R extends WorldRequest ? Omit<R, 'id'> : never) : never;

export interface WorldThread {
  /** A past day tipped and settled from the racing world (the tips history). */
  historyDay: HistoryDay;
  /** A day's race cards drawn from the racing world (a festival day stored on first demand). */
  feedDayRaces: (date: string) => Promise<RaceCard[]>;
  /** A past world day's race cards in off-time order (the results pages, for days the service does not hold). */
  worldDay: (date: string) => Promise<RaceCard[]>;
  /** A past world day's rides, for a profile a reader asked for (`now`) or the figures worked out ahead (`background`). */
  worldRides: (date: string, priority: 'now' | 'background') => Promise<Ride[]>;
  close: () => Promise<void>;
}

/**
 * Days drawn from the racing world on a worker thread (world-worker.ts), so the service's event loop keeps
 * answering (its remote's manifest above all) while a first start fills in a month of tips history or a festival
 * page asks for days nobody has stored yet. The worker starts at the first day asked for and is ended by
 * `close()`; it does not hold the process open. One worker: the world model's modules are loaded once. It is
 * handed one day at a time, a reader's page (results, a festival) ahead of the background history, so a first
 * start's month of history does not keep a reader's page waiting.
 */
export function worldThread(seed: string): WorldThread {
  let worker: Worker | null = null;
  let next = 0;
  /** The request the worker is on now; it is handed one at a time, so the next can be chosen by priority. */
  let current: number | null = null;
  const waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();
  /** Asked while the worker is busy: a reader's page first, the background history after (FIFO within each). */
  const queued: { now: WorldRequest[]; background: WorldRequest[] } = { now: [], background: [] };
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
    queued.now.length = 0;
    queued.background.length = 0;
    current = null;
    worker = null;
  };
  const started = () => {
    if (worker) return worker;
    // The worker is TypeScript: the service runs under tsx (`node --import tsx`) and the worker inherits the flag;
    // a process without it (jest) lends it the same loader.
    const tsx = process.execArgv.some((arg) => arg.includes('tsx'));
    const w = new Worker(new URL('./world-worker.ts', import.meta.url), {
      workerData: { seed },
      ...(tsx ? {} : { execArgv: [...process.execArgv, '--import', 'tsx'] }),
    });
    w.unref();
    w.on('message', (answer: Answer) => {
      const pending = waiting.get(answer.id);
      if (answer.id === current) current = null;
      sendNext();
      if (!pending) return;
      waiting.delete(answer.id);
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer.answer);
    });
    w.on('error', failAll);
    w.on('exit', (code) => failAll(new Error(`the racing world worker exited with code ${code}`)));
    worker = w;
    return w;
  };
  const sendNext = () => {
    if (current !== null) return;
    const request = queued.now.shift() ?? queued.background.shift();
    if (!request) return;
    current = request.id;
    started().postMessage(request);
  };
  const ask = (request: Request, priority: 'now' | 'background') =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      queued[priority].push({ ...request, id } as WorldRequest);
      sendNext();
    });
  return {
    historyDay: async (date, now) =>
      (await ask({ kind: 'tipped', date, now: now.toISOString() }, 'background')) as TippedDay,
    feedDayRaces: async (date) => (await ask({ kind: 'races', date }, 'now')) as RaceCard[],
    worldDay: async (date) => (await ask({ kind: 'world-day', date }, 'now')) as RaceCard[],
    worldRides: async (date, priority) => (await ask({ kind: 'rides', date }, priority)) as Ride[],
    close: async () => {
      const w = worker;
      worker = null;
      current = null;
      queued.now.length = 0;
      queued.background.length = 0;
      if (w) await w.terminate();
    },
  };
}

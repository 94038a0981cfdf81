import { Worker } from 'node:worker_threads';
import type { RaceCard } from '@sl/contracts';
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
  close: () => Promise<void>;
}

/**
 * Days drawn from the racing world on a worker thread (world-worker.ts), so the service's event loop keeps
 * answering (its remote's manifest above all) while a first start fills in a month of tips history or a festival
 * page asks for days nobody has stored yet. The worker starts at the first day asked for and is ended by
 * `close()`; it does not hold the process open. One worker: the world model's modules are loaded once.
 */
export function worldThread(seed: string): WorldThread {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
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
  const ask = (request: Request) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      started().postMessage({ ...request, id });
    });
  return {
    historyDay: async (date, now) =>
      (await ask({ kind: 'tipped', date, now: now.toISOString() })) as TippedDay,
    feedDayRaces: async (date) => (await ask({ kind: 'races', date })) as RaceCard[],
    close: async () => {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

import { Worker } from 'node:worker_threads';
import type { HistoryDay, TippedDay } from './history-day';

type Answer = { id: number; day: TippedDay } | { id: number; error: string };

/**
 * Past days for the tips history, drawn on a worker thread (history-worker.ts) so the service's event loop keeps
 * answering while a first start fills in a month of history. The worker starts at the first day asked for and is
 * ended by `close()`; it does not hold the process open.
 */
export function historyThread(seed: string): { historyDay: HistoryDay; close: () => Promise<void> } {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (day: TippedDay) => void; reject: (error: Error) => void }>();
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
    const w = new Worker(new URL('./history-worker.ts', import.meta.url), {
      workerData: { seed },
      ...(tsx ? {} : { execArgv: [...process.execArgv, '--import', 'tsx'] }),
    });
    w.unref();
    w.on('message', (answer: Answer) => {
      const pending = waiting.get(answer.id);
      if (!pending) return;
      waiting.delete(answer.id);
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer.day);
    });
    w.on('error', failAll);
    w.on('exit', (code) => failAll(new Error(`the tips history worker exited with code ${code}`)));
    worker = w;
    return w;
  };
  return {
    historyDay: (date, now) =>
      new Promise<TippedDay>((resolve, reject) => {
        const id = ++next;
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, date, now: now.toISOString() });
      }),
    close: async () => {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

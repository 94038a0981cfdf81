/**
 * Runs `task` over `items` with at most `concurrency` at once. After a failure no further item starts; the ones
 * already running finish (a killed webpack would leave a half-written dist), then the failures are thrown together.
 */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const failures: unknown[] = [];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && failures.length === 0; item = queue.shift()) {
      try {
        await task(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, failures.map(String).join('\n'));
}

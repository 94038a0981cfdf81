import { preloadRemoteModule, type SlotErrorReporter } from '@sl/contracts/federation';

/**
 * Starts loading every module whose slot the server rendered into the page (`data-slot="remote/Module"` with the
 * server's content in it), before hydration reaches them. Nothing waits for these loads: hydration starts at once,
 * and a slot whose module is here by then hydrates in the same pass as the page around it; one still loading keeps
 * the server's HTML until it is (the page around it does not render again in between). Answers the ids preloaded,
 * and a promise that settles when every one of those loads has, either way.
 */
export function preloadServerSlots(
  container: ParentNode,
  report: SlotErrorReporter,
): { ids: string[]; settled: Promise<void> } {
  const ids = new Set<string>();
  const loads: Array<Promise<void>> = [];
  for (const slot of container.querySelectorAll('[data-slot]')) {
    const id = slot.getAttribute('data-slot') ?? '';
    const cut = id.indexOf('/');
    if (cut <= 0 || slot.getAttribute('data-slot-state') === 'unavailable' || !slot.firstChild) continue;
    if (ids.has(id)) continue;
    ids.add(id);
    loads.push(
      preloadRemoteModule(id.slice(0, cut), id.slice(cut + 1), (error, version) =>
        report(id, error, version),
      ),
    );
  }
  return { ids: [...ids], settled: Promise.all(loads).then(() => undefined) };
}

import type { VidiprinterItem } from './types';

/** At most this many lines stay on the page. */
export const VIDIPRINTER_KEEP = 300;

/** New lines on top of the ones shown, newest first, each once. */
export function mergeLines(
  shown: readonly VidiprinterItem[],
  fresh: readonly VidiprinterItem[],
): VidiprinterItem[] {
  const seen = new Set(shown.map((i) => i.id));
  return [...fresh.filter((i) => !seen.has(i.id)), ...shown]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id.localeCompare(a.id))
    .slice(0, VIDIPRINTER_KEEP);
}

/**
 * What the live region says after a poll: one short sentence, never the whole list, so a screen reader is not
 * flooded on a busy Saturday: the newest line, and how many others came with it.
 */
export function announcement(added: readonly VidiprinterItem[]): string {
  if (!added.length) return '';
  const newest = added[0]!;
  return added.length === 1 ? newest.text : `${newest.text}, and ${added.length - 1} more`;
}

/** Signposting item (spec document 2 §3): a dated campaign for a top-bar event button. */
export interface SignpostingItem {
  id: string;
  label: string;
  url: string;
  signPostingEnabled: string;
  startDate?: number;
  endDate?: number;
  priority: number;
}

/**
 * Active when the enabled flag equals "true" (any case) and, if both dates exist, now is at or after the start and
 * before the end (spec document 2 §5).
 */
export function isSignpostActive(
  item: Pick<SignpostingItem, 'signPostingEnabled' | 'startDate' | 'endDate'>,
  now: number,
): boolean {
  if (String(item.signPostingEnabled).toLowerCase() !== 'true') return false;
  if (typeof item.startDate === 'number' && typeof item.endDate === 'number') {
    return now >= item.startDate && now < item.endDate;
  }
  return true;
}

/** Active items, lowest priority number first. */
export function activeSignposts<T extends SignpostingItem>(items: readonly T[], now: number): T[] {
  return items.filter((item) => isSignpostActive(item, now)).sort((a, b) => a.priority - b.priority);
}

export type TopBarSignposts<T> = { kind: 'events'; items: T[] } | { kind: 'default' };

/**
 * The nav buttons show only when 1 or 2 are enabled, else a default trio; and nothing at all unless the sign-posting
 * config says navSignPostingEnabled 'true' (spec document 2 §5).
 */
export function topBarSignposts<T extends SignpostingItem>(
  items: readonly T[],
  navSignPostingEnabled: string,
  now: number,
): TopBarSignposts<T> | { kind: 'off' } {
  if (String(navSignPostingEnabled).toLowerCase() !== 'true') return { kind: 'off' };
  const active = activeSignposts(items, now);
  return active.length === 1 || active.length === 2 ? { kind: 'events', items: active } : { kind: 'default' };
}

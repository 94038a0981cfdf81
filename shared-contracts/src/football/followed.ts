/**
 * The followed-competition selection (spec document 1, sections 2 to 5; document 2, sections 3 and 4). Pure: the
 * dropdown renders it and the preferences store keeps it.
 */
export interface FollowedCompetition {
  text: string;
  priority: number;
  enabled: boolean;
  toBeEnabled: boolean;
  toBeDisabled: boolean;
}

export const ALL_COMPETITIONS = 'All Competitions/Leagues';

export const FOLLOWED_LABELS = {
  all: ALL_COMPETITIONS,
  mine: 'My Competitions/Leagues',
  select: 'Select Competitions/Leagues',
  following: 'Following',
  others: 'Other Competitions/Leagues',
  viewFavourites: 'View Favourites',
  follow: 'Follow',
} as const;

export const DEFAULT_FOLLOWED: FollowedCompetition[] = [
  { text: ALL_COMPETITIONS, priority: 0, enabled: true, toBeEnabled: false, toBeDisabled: false },
];

/** What an item will be once pending changes are applied. */
export function effectiveEnabled(item: FollowedCompetition): boolean {
  return (item.enabled && !item.toBeDisabled) || item.toBeEnabled;
}

const setPending = (item: FollowedCompetition, on: boolean): FollowedCompetition => ({
  ...item,
  toBeEnabled: on && !item.enabled,
  toBeDisabled: !on && item.enabled,
});

/**
 * The All item cannot be switched off directly: while it is the selection, its toggle is disabled (choosing a
 * specific competition is how All goes away).
 */
export function isSelectionDisabled(items: readonly FollowedCompetition[], text: string): boolean {
  const item = items.find((i) => i.text === text);
  return !!item && item.text === ALL_COMPETITIONS && effectiveEnabled(item);
}

/** Toggle one item as a pending change: All clears the others, a specific one disables All, none left brings All back. */
export function toggleFollowed(items: readonly FollowedCompetition[], text: string): FollowedCompetition[] {
  if (isSelectionDisabled(items, text) || !items.some((i) => i.text === text)) return [...items];
  if (text === ALL_COMPETITIONS) {
    return items.map((i) => setPending(i, i.text === ALL_COMPETITIONS));
  }
  let next = items.map((i) => {
    if (i.text === text) return setPending(i, !effectiveEnabled(i));
    if (i.text === ALL_COMPETITIONS) return setPending(i, false);
    return i;
  });
  const anySpecific = next.some((i) => i.text !== ALL_COMPETITIONS && effectiveEnabled(i));
  if (!anySpecific) next = next.map((i) => (i.text === ALL_COMPETITIONS ? setPending(i, true) : i));
  return next;
}

/** Pending changes become the selection. */
export function applyFollowed(items: readonly FollowedCompetition[]): FollowedCompetition[] {
  return items.map((i) => ({ ...i, enabled: effectiveEnabled(i), toBeEnabled: false, toBeDisabled: false }));
}

/** Pending changes dropped. */
export function discardFollowed(items: readonly FollowedCompetition[]): FollowedCompetition[] {
  return items.map((i) => ({ ...i, toBeEnabled: false, toBeDisabled: false }));
}

/** Keeps the saved choices and adds any competition the feed now has; All first, then by priority and name. */
export function mergeFollowed(
  saved: readonly FollowedCompetition[],
  competitions: ReadonlyArray<{ name: string; priority: number }>,
): FollowedCompetition[] {
  const byText = new Map(saved.map((i) => [i.text, i]));
  const all = byText.get(ALL_COMPETITIONS) ?? DEFAULT_FOLLOWED[0]!;
  const rest = competitions.map(
    (c): FollowedCompetition =>
      byText.get(c.name) ?? {
        text: c.name,
        priority: c.priority,
        enabled: false,
        toBeEnabled: false,
        toBeDisabled: false,
      },
  );
  rest.sort((a, b) => a.priority - b.priority || a.text.localeCompare(b.text));
  const merged = [all, ...rest];
  // A saved selection naming only competitions that no longer exist falls back to All.
  if (!merged.some((i) => i.enabled)) merged[0] = { ...all, enabled: true };
  return merged;
}

/** The competitions to show: null means all of them. */
export function followedFilter(items: readonly FollowedCompetition[]): Set<string> | null {
  const all = items.find((i) => i.text === ALL_COMPETITIONS);
  if (!all || all.enabled) return null;
  const chosen = items.filter((i) => i.text !== ALL_COMPETITIONS && i.enabled).map((i) => i.text);
  return chosen.length ? new Set(chosen) : null;
}

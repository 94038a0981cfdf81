/** Seen record kept in local storage (spec document 2 §3, "Promotion-seen record"). */
export interface PromotionSeenEntry {
  timesSeen: number;
  lastSeen: number;
}
export interface PromotionSeenRecord {
  firstReg?: PromotionSeenEntry;
  partReg?: PromotionSeenEntry;
}

export const PROMOTION_SEEN_STORAGE_KEY = 'promotionSeen';
export const PROMOTION_REPEAT_AFTER_MS = 604_800_000;
export const PROMOTION_MAX_VIEWS = 21;

/** Sites whose members never get the pop-up (spec document 2 §5). */
export const PROMOTION_EXCLUDED_SITES = ['bet', 'bingo', 'casino', 'poker', 'vegas'] as const;

export interface PromotionMember {
  loggedIn: boolean;
  site?: string;
  upgradable: boolean;
  registration: 'first' | 'part';
  /** Self-excluded or sensitive-audience members are never offered a free bet. */
  selfExcluded?: boolean;
}

export type PromotionKind = 'firstReg' | 'partReg';

/**
 * Which pop-up, if any (spec document 2 §5): logged in, not on an excluded site, upgradable, and (as the
 * selfExclude rule of document 1 §2 asks for free-bet items) not self-excluded. First registration:
 * the welcome once, judged only on the firstReg record. Part-registered: never seen, or last seen over 7 days ago
 * and seen fewer than 21 times.
 */
export function promotionToShow(
  member: PromotionMember,
  seen: PromotionSeenRecord,
  now: number,
): PromotionKind | null {
  if (!member.loggedIn || !member.upgradable || member.selfExcluded) return null;
  if (member.site && (PROMOTION_EXCLUDED_SITES as readonly string[]).includes(member.site.toLowerCase()))
    return null;
  if (member.registration === 'first') return seen.firstReg ? null : 'firstReg';
  const part = seen.partReg;
  if (!part) return 'partReg';
  return now - part.lastSeen > PROMOTION_REPEAT_AFTER_MS && part.timesSeen < PROMOTION_MAX_VIEWS
    ? 'partReg'
    : null;
}

/** The record after showing the pop-up once more. */
export function recordPromotionSeen(
  seen: PromotionSeenRecord,
  kind: PromotionKind,
  now: number,
): PromotionSeenRecord {
  const previous = seen[kind];
  return { ...seen, [kind]: { timesSeen: (previous?.timesSeen ?? 0) + 1, lastSeen: now } };
}

/** Reads a stored record defensively: anything malformed counts as never seen. */
export function parsePromotionSeen(raw: string | null): PromotionSeenRecord {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return {};
    const out: PromotionSeenRecord = {};
    for (const kind of ['firstReg', 'partReg'] as const) {
      const entry = (value as Record<string, unknown>)[kind] as Partial<PromotionSeenEntry> | undefined;
      if (entry && typeof entry.timesSeen === 'number' && typeof entry.lastSeen === 'number')
        out[kind] = { timesSeen: entry.timesSeen, lastSeen: entry.lastSeen };
    }
    return out;
  } catch {
    return {};
  }
}

/** Offer text (spec document 2 §9). */
export function promotionOfferText(isMigrated: boolean): string {
  return isMigrated ? 'Deposit £5 and get a £20 free bet.' : 'Bet 5p and get a £20 free bet.';
}

export const PROMOTION_SMALL_PRINT =
  'Free bets expire after 30 days. The deposit must be made within 30 days. 18+.';

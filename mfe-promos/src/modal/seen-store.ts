import {
  PROMOTION_SEEN_STORAGE_KEY,
  parsePromotionSeen,
  type PromotionSeenRecord,
} from '@sl/contracts/offers';

export function readSeen(): PromotionSeenRecord {
  try {
    return parsePromotionSeen(window.localStorage.getItem(PROMOTION_SEEN_STORAGE_KEY));
  } catch {
    return {}; // Storage blocked: treat as never seen.
  }
}

export function writeSeen(record: PromotionSeenRecord): void {
  try {
    window.localStorage.setItem(PROMOTION_SEEN_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the pop-up may show again, which is harmless.
  }
}

/**
 * Timing constants from spec document 2, section 9, and document 1, section 9. Two of section 9's are left out on
 * purpose: the default API port 8080 (every service has its own default port, README, and the shell serves /api
 * on 3000) and the bucket cookie max age 900000 (the spec describes no bucketed experiment for such a cookie to
 * hold, and an experiment cookie set before consent, which defaults to denied, is not one to add).
 */
export const API_TIMEOUT_MS = 30_000;
export const TOKEN_VALIDITY_MS = 45 * 60_000;
export const INACTIVITY_MS = 240 * 60_000;
export const FEATURE_CONFIG_EXPIRY_MS = 1_800_000;
export const STATIC_CACHE_MS = 604_800_000;
export const REFRESH_TIMEOUT_MS = 1_800_000;
export const BRIDGE_RETRY_INTERVAL_MS = 100;
export const BRIDGE_RETRY_LIMIT = 100;
export const QUICK_LINKS_POLL_MS = 30_000;
export const NEXT_MATCH_POLL_MS = 60_000;
export const SCROLL_DEBOUNCE_MS = 10;
export const PROMOTION_MODAL_CLOSE_MS = 500;
export const CAPTCHA_REMOVE_AFTER_UNMOUNT_MS = 5_000;
export const TIMEZONE = 'Europe/London';

/** The spec's generic polling defaults for server state (document 2, section 7). */
export const POLLING_DEFAULTS = {
  refetchInterval: 60_000,
  retry: 3,
  retryDelay: 3_000,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

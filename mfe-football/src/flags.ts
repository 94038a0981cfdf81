/** Football feature flags (spec document 2, section 9): both default on. */
export interface FootballFlags {
  movementIcons: boolean;
  bettingTab: boolean;
}

export const DEFAULT_FOOTBALL_FLAGS: FootballFlags = { movementIcons: true, bettingTab: true };

/** The shell may switch a flag off by setting `window.__SL_FLAGS__.football`; anything else keeps the default. */
export function footballFlags(): FootballFlags {
  const fromShell = (globalThis as { __SL_FLAGS__?: { football?: Partial<FootballFlags> } }).__SL_FLAGS__
    ?.football;
  return { ...DEFAULT_FOOTBALL_FLAGS, ...fromShell };
}

import { DEFAULT_FEATURE_FLAGS, FEATURE_CONFIG_EXPIRY_MS, type FeatureFlags } from '@sl/contracts';
import { safeStorage } from './storage';

const KEY = 'featureConfig';

interface CachedConfig {
  at: number;
  flags: FeatureFlags;
}

/**
 * Feature configuration, cached for 30 minutes (spec document 2, section 9): a fresh cache is used as is, an
 * expired or missing one is replaced by the given flags over the defaults.
 */
export function featureFlags(now = Date.now(), fresh?: FeatureFlags): FeatureFlags {
  const raw = safeStorage.get(KEY);
  if (raw && !fresh) {
    try {
      const cached = JSON.parse(raw) as CachedConfig;
      if (typeof cached.at === 'number' && now - cached.at < FEATURE_CONFIG_EXPIRY_MS && cached.flags) {
        return { ...DEFAULT_FEATURE_FLAGS, ...cached.flags };
      }
    } catch {
      // A corrupt cache is simply replaced.
    }
  }
  const flags = { ...DEFAULT_FEATURE_FLAGS, ...fresh };
  safeStorage.set(KEY, JSON.stringify({ at: now, flags } satisfies CachedConfig));
  return flags;
}

import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_CONFIG_EXPIRY_MS,
  apiClient,
  featureFlagsStore,
  type FeatureFlags,
} from '@sl/contracts';
import { safeStorage } from './storage';

const KEY = 'featureConfig';

interface CachedConfig {
  at: number;
  flags: FeatureFlags;
}

export interface FeatureConfigDeps {
  fetchFlags: () => Promise<FeatureFlags>;
  now: () => number;
}

function readCache(): CachedConfig | null {
  try {
    const cached = JSON.parse(safeStorage.get(KEY) ?? 'null') as CachedConfig | null;
    if (cached && typeof cached.at === 'number' && cached.flags && typeof cached.flags === 'object')
      return cached;
  } catch {
    // A corrupt cache is simply replaced.
  }
  return null;
}

/** The last configuration this browser saw (fresh or not) over the defaults: what the first render uses. */
function cachedFeatureFlags(): FeatureFlags {
  return { ...DEFAULT_FEATURE_FLAGS, ...readCache()?.flags };
}

/**
 * The feature configuration, cached for 30 minutes (spec document 2, section 9): a fresh cache is used as is;
 * otherwise the shell's service is asked and its answer cached. When it cannot answer, the last copy (or the
 * defaults) stays in use and the next page load asks again.
 */
export async function loadFeatureFlags(deps: FeatureConfigDeps): Promise<FeatureFlags> {
  const cached = readCache();
  if (cached && deps.now() - cached.at < FEATURE_CONFIG_EXPIRY_MS) return cachedFeatureFlags();
  try {
    const flags = await deps.fetchFlags();
    safeStorage.set(KEY, JSON.stringify({ at: deps.now(), flags } satisfies CachedConfig));
    return { ...DEFAULT_FEATURE_FLAGS, ...flags };
  } catch {
    return cachedFeatureFlags();
  }
}

const liveDeps: FeatureConfigDeps = {
  fetchFlags: async () => {
    const { data } = await apiClient.get<{ flags: FeatureFlags }>('/site/feature-config');
    const flags = Object.entries(data?.flags ?? {}).filter(([, on]) => typeof on === 'boolean');
    return Object.fromEntries(flags);
  },
  now: () => Date.now(),
};

/** Boot: the cached copy at once (no flicker of toggled items), then the loaded one, into the shared store. */
export function startFeatureConfig(deps: FeatureConfigDeps = liveDeps): Promise<void> {
  const store = featureFlagsStore.getState();
  store.setFlags(cachedFeatureFlags());
  return loadFeatureFlags(deps).then((flags) => store.setFlags(flags));
}

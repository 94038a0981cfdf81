import { decodeTokenPayload, hidesSelfExcludeItems, useAuth, type AuthStore } from '@sl/contracts';

/** What the promos need to know about the visitor. */
export interface PromoMember {
  loggedIn: boolean;
  isMigrated: boolean;
  sensitiveAudience: boolean;
  selfExclusions: string[];
  upgradable: boolean;
  site?: string;
  registration: 'first' | 'part';
  /** Hide items flagged selfExclude (free-bet links, sub-banners). */
  hideSelfExclude: boolean;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string' && value
      ? value.split(',').map((v) => v.trim())
      : [];

/**
 * The optional member claims are added by the auth work; until then they may be missing, so each is read
 * defensively from the store, then its user, then the id token's claims (display only: nothing is granted on it).
 */
export function memberFrom(
  state: Pick<AuthStore, 'loggedIn' | 'isMigrated' | 'idToken'> & object,
): PromoMember {
  const store = state as unknown as Record<string, unknown>;
  const user = (store.user && typeof store.user === 'object' ? store.user : {}) as Record<string, unknown>;
  const claims = (state.loggedIn ? decodeTokenPayload(state.idToken) : null) ?? {};
  const pick = (...keys: string[]): unknown => {
    for (const key of keys) {
      if (store[key] !== undefined) return store[key];
      if (user[key] !== undefined) return user[key];
      if (claims[key] !== undefined) return claims[key];
    }
    return undefined;
  };
  // Every source counts: a marker anywhere hides the items (an empty list in one place proves nothing).
  const keys = ['selfExclusions', 'selfExclusion', 'self_exclusions', 'self_exclusion'];
  const selfExclusions = [
    ...new Set([store, user, claims].flatMap((source) => keys.flatMap((key) => stringList(source[key])))),
  ];
  const sensitiveAudience = pick('sensitiveAudience', 'sensitive_audience') === true;
  const site = pick('site');
  const registration = pick('registration', 'registrationStatus');
  return {
    loggedIn: state.loggedIn,
    isMigrated: state.isMigrated,
    sensitiveAudience,
    selfExclusions,
    upgradable: pick('upgradable') === true,
    site: typeof site === 'string' ? site : undefined,
    registration: registration === 'first' || registration === 'firstReg' ? 'first' : 'part',
    hideSelfExclude: hidesSelfExcludeItems({ sensitiveAudience, selfExclusions }),
  };
}

export function useMember(): PromoMember {
  const loggedIn = useAuth((s) => s.loggedIn);
  const isMigrated = useAuth((s) => s.isMigrated);
  const idToken = useAuth((s) => s.idToken);
  const whole = useAuth((s) => s);
  return memberFrom({ ...whole, loggedIn, isMigrated, idToken });
}

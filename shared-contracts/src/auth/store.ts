import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** The signed-in member as the site shows them. */
export interface AuthUser {
  sub: string;
  email: string;
  name: string;
  /** Self-exclusion markers (bet, bingo, casino, poker, vegas) from the member's claims. */
  selfExclusion?: string[];
  /** Sensitive-audience members do not see selfExclude items either. */
  sensitiveAudience?: boolean;
  /** A free member who may upgrade to plus. */
  upgradable?: boolean;
  /** First or part registration (part: registration step 2 still to do). */
  registration?: 'first' | 'part';
}

/** The spec's auth state (document 2, section 3, "Auth state"). */
export interface AuthState {
  loggedIn: boolean;
  user: AuthUser | null;
  idToken: string | null;
  premium: boolean;
  isMigrated: boolean;
  /** Whether sign-in is switched on for this site at all. */
  enabled: boolean;
  'com.sbgcore.can_link_to': string[];
  /** Self-exclusion markers from the member's claims; any marker hides betting content. Optional: read defensively. */
  selfExclusion?: string[];
  /**
   * The identity provider could not be reached to check or renew the session: the member's tokens are kept and
   * the shell keeps trying; the page says so. Optional: read defensively.
   */
  reconnecting?: boolean;
}

/**
 * What a remote may ask of the session. The shell binds the real implementations at boot: it is the only
 * writer of tokens, so remotes call these and never touch storage themselves.
 */
export interface AuthActions {
  login: (returnPath?: string) => void;
  register: (returnPath?: string) => void;
  logout: () => void;
  /**
   * The member's access token for an authorised call, refreshed first when it has expired; null when signed out
   * or when it cannot be refreshed (the session is then cleared). Send it with `authScheme(isMigrated)`.
   */
  getAccessToken: () => Promise<string | null>;
}

export interface AuthStore extends AuthState {
  actions: AuthActions;
  /** Shell only: replace the session after sign-in, refresh or hydration. */
  setSession: (session: Partial<AuthState>) => void;
  /** Shell only: back to signed out, keeping `enabled` and the bound actions. */
  reset: () => void;
  /** Shell only: plug in the real login, register and logout. */
  bindActions: (actions: AuthActions) => void;
}

export const signedOutState: AuthState = {
  loggedIn: false,
  user: null,
  idToken: null,
  premium: false,
  isMigrated: false,
  enabled: true,
  'com.sbgcore.can_link_to': [],
  // Present so a reset clears a signed-out member's markers (the store merges, it does not replace).
  selfExclusion: [],
  reconnecting: false,
};

const unbound = (what: string) => () => {
  console.warn(`auth: ${what} called before the shell bound its session actions`);
};

const unboundActions: AuthActions = {
  login: unbound('login'),
  register: unbound('register'),
  logout: unbound('logout'),
  getAccessToken: () => {
    unbound('getAccessToken')();
    return Promise.resolve(null);
  },
};

/** What the shell bound (the server binds a visitor's, the browser the real ones). */
let bound: AuthActions = unboundActions;

/**
 * The store's actions: one object for the life of the page, each calling what is bound at the time it is called.
 * Binding never changes the state a component selected, so the many components that select an action are not
 * rendered again, synchronously, right after hydration (the server's snapshot has the store's first actions).
 */
const stableActions: AuthActions = {
  login: (returnPath) => bound.login(returnPath),
  register: (returnPath) => bound.register(returnPath),
  logout: () => bound.logout(),
  getAccessToken: () => bound.getAccessToken(),
};

/**
 * Created once, here, and shared as a module federation singleton: the shell and every remote see one store.
 */
export const authStore = createStore<AuthStore>()((set) => ({
  ...signedOutState,
  actions: stableActions,
  setSession: (session) => set(session),
  reset: () => set((state) => ({ ...signedOutState, enabled: state.enabled })),
  bindActions: (actions) => {
    // An action handed back from the store itself (a test restoring what it found) keeps what is bound.
    // One missing (an older shell bound no getAccessToken) is unbound: it warns, and a token is null.
    const keep = <K extends keyof AuthActions>(name: K): AuthActions[K] =>
      actions[name] === stableActions[name]
        ? bound[name]
        : typeof actions[name] === 'function'
          ? actions[name]
          : unboundActions[name];
    bound = {
      login: keep('login'),
      register: keep('register'),
      logout: keep('logout'),
      getAccessToken: keep('getAccessToken'),
    };
  },
}));

export function useAuth<T>(selector: (state: AuthStore) => T): T {
  return useStore(authStore, selector);
}

/** The authorization scheme the member's calls use: migrated accounts use Token, others Bearer. */
export function authScheme(isMigrated: boolean): 'Token' | 'Bearer' {
  return isMigrated ? 'Token' : 'Bearer';
}

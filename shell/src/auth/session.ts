import { authStore, decodeTokenPayload, isValidTokenPayload, type AuthState } from '@sl/contracts';
import { AUTH_KEYS, clearAuthStorage } from './storage-keys';

/** The store's view of a session held in storage, or null when there is none worth keeping. */
export function sessionFromStorage(storage: Storage, nowMs: number): Partial<AuthState> | null {
  const idToken = storage.getItem(AUTH_KEYS.idToken);
  const claims = decodeTokenPayload(idToken);
  if (!isValidTokenPayload(claims, nowMs)) return null;
  const canLinkTo = claims['com.sbgcore.can_link_to'];
  return {
    loggedIn: true,
    idToken,
    user: {
      sub: claims.sub,
      email: claims.email,
      name: typeof claims.name === 'string' ? claims.name : claims.email,
    },
    premium: claims.premium === true || claims.hasAccess === true,
    isMigrated: claims.migrated === true || storage.getItem(AUTH_KEYS.migrated) === 'true',
    'com.sbgcore.can_link_to': Array.isArray(canLinkTo) ? canLinkTo.filter((v) => typeof v === 'string') : [],
  };
}

/** Restores the session at boot; an expired or malformed one is cleared from storage. */
export function hydrateSession(storage: Storage = sessionStorage, nowMs = Date.now()): void {
  const session = sessionFromStorage(storage, nowMs);
  if (session) {
    authStore.getState().setSession(session);
  } else {
    if (storage.getItem(AUTH_KEYS.idToken)) clearAuthStorage(storage);
    authStore.getState().reset();
  }
}

/** Sign-out: every oauth_ and sso_ key goes, and the shared store returns to signed out. */
export function signOut(storage: Storage = sessionStorage): void {
  clearAuthStorage(storage);
  authStore.getState().reset();
}

import { authStore } from '@sl/contracts';
import { AUTH_KEYS } from './storage-keys';
import { signOut } from './session';
import { safeReturnPath } from './return-path';

/**
 * The shell is the only writer of tokens: it binds the store's actions, which remotes call. Sign-in itself
 * goes to the account section's sign-in page.
 */
export function bindSessionActions(navigate: (path: string) => void): void {
  const remember = (returnPath?: string) => {
    const target = safeReturnPath(returnPath ?? `${location.pathname}${location.search}`);
    sessionStorage.setItem(AUTH_KEYS.postRedirectPath, target);
    return target;
  };
  authStore.getState().bindActions({
    login: (returnPath) => navigate(`/account/sign-in?returnUri=${encodeURIComponent(remember(returnPath))}`),
    register: (returnPath) =>
      navigate(`/account/register?returnUri=${encodeURIComponent(remember(returnPath))}`),
    logout: () => signOut(),
  });
}

import { authStore } from '@sl/contracts';
import { beginLogin } from './login';
import { getAccessToken, signOut } from './session';

const report = (error: unknown) => console.error(error instanceof Error ? error.message : error);

/**
 * The shell is the only writer of tokens: it binds the store's actions, which remotes call. Login and register
 * redirect to the identity provider (register to its registration step 1).
 */
export function bindSessionActions(): void {
  authStore.getState().bindActions({
    login: (returnPath) => void beginLogin({ returnPath }).catch(report),
    register: (returnPath) => void beginLogin({ returnPath, screen: 'register' }).catch(report),
    logout: () => signOut(),
    getAccessToken: () => getAccessToken(),
  });
}

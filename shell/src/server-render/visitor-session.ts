import { authStore } from '@sl/contracts';

const nothing = () => undefined;

/**
 * The server renders every page as a visitor's (docs/adr/0025): no member and no token, so a query that adds a
 * member's token when there is one asks as a visitor, without the store's warning that no shell bound its actions.
 * Signing in and out are the browser's, after hydration.
 */
export function bindVisitorSession(): void {
  authStore.getState().bindActions({
    login: nothing,
    register: nothing,
    logout: nothing,
    getAccessToken: () => Promise.resolve(null),
  });
}

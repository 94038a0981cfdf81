import { jest } from '@jest/globals';
import { authStore, type AuthActions } from './store';

const actions = (login: () => void): AuthActions => ({
  login,
  register: jest.fn(),
  logout: jest.fn(),
  getAccessToken: async () => 'token',
});

describe('the auth store’s actions', () => {
  it('are one object whatever is bound, and call what is bound when they are called', async () => {
    const first = authStore.getState().actions;
    const login = jest.fn();
    authStore.getState().bindActions(actions(login));
    // A component that selected an action before binding (the server's snapshot) holds the same one after.
    expect(authStore.getState().actions).toBe(first);
    first.login('/racing');
    expect(login).toHaveBeenCalledWith('/racing');
    await expect(first.getAccessToken()).resolves.toBe('token');

    const again = jest.fn();
    authStore.getState().bindActions(actions(again));
    first.login();
    expect(again).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('keep what is bound when handed back their own (a test restoring what it found)', () => {
    const login = jest.fn();
    authStore.getState().bindActions(actions(login));
    const found = authStore.getState().actions;
    authStore.getState().bindActions({ ...found, login: jest.fn() });
    authStore.getState().bindActions(found);
    expect(() => found.getAccessToken()).not.toThrow();
    found.logout();
  });
});

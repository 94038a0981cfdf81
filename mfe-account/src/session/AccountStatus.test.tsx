import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { authStore } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { AccountStatus } from './AccountStatus';

const renderStatus = () =>
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <AccountStatus />
    </ThemeProvider>,
  );

describe('AccountStatus', () => {
  const login = jest.fn();
  const register = jest.fn();
  const logout = jest.fn(() => authStore.getState().reset());

  beforeEach(() => {
    authStore.getState().reset();
    authStore.getState().bindActions({ login, register, logout, getAccessToken: async () => null });
    jest.clearAllMocks();
  });

  it('offers register and log in to a visitor, through the shared store actions', async () => {
    renderStatus();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register for free' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('shows the member name as soon as the store holds a session, and signs out through the store', async () => {
    renderStatus();
    act(() =>
      authStore.getState().setSession({
        loggedIn: true,
        user: { sub: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
      }),
    );
    expect(screen.getByTestId('account-member-name')).toHaveTextContent('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { authStore } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { AccountDetails } from './AccountDetails';

const renderDetails = () =>
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <AccountDetails />
    </ThemeProvider>,
  );

describe('AccountDetails', () => {
  beforeEach(() => authStore.getState().reset());

  it('shows nothing when signed out', () => {
    renderDetails();
    expect(screen.queryByTestId('account-details')).toBeNull();
  });

  it("shows the member's email and plus membership from the store", () => {
    authStore.getState().setSession({
      loggedIn: true,
      premium: true,
      user: { sub: 's', email: 'plus@example.com', name: 'Priya Plus', registration: 'part' },
    });
    renderDetails();
    expect(screen.getByTestId('account-email')).toHaveTextContent('plus@example.com');
    expect(screen.getByTestId('account-membership')).toHaveTextContent('Sporting Life Plus');
    expect(screen.getByText(/Part-registered/)).toBeInTheDocument();
  });
});

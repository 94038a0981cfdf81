import { jest } from '@jest/globals';
import '../my-stable/text-encoder.test-support';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { authStore } from '@sl/contracts';
import {
  CARD_MESSAGES,
  PLUS_PLANS,
  TEST_CARDS,
  TEST_MODE_NOTICE,
  type PlusJoinRequest,
  type PlusMembershipResponse,
} from '@sl/contracts/plus';
import { defaultUiTheme } from '@sl/ui';
import { PlusApiContext, PlusApiError, type PlusApi } from './api';
import { JoinPage } from './JoinPage';
import { PlusLanding } from './PlusLanding';

const payment = {
  provider: 'test',
  mode: 'test' as const,
  notice: TEST_MODE_NOTICE,
  testCards: [...TEST_CARDS],
};
const notMember: PlusMembershipResponse = {
  hasAccess: false,
  complimentary: false,
  subscription: null,
  payment,
};
const member = (status: 'active' | 'cancelled'): PlusMembershipResponse => ({
  hasAccess: true,
  complimentary: false,
  subscription: {
    id: 'sub-1',
    plan: 'monthly',
    status,
    startedAt: '2026-11-25T12:00:00.000Z',
    currentPeriodEnd: '2026-12-25T12:00:00.000Z',
    cancelledAt: status === 'cancelled' ? '2026-11-26T12:00:00.000Z' : null,
    pricePence: 499,
  },
  payment,
});

function fakeApi(membership: PlusMembershipResponse) {
  return {
    plans: jest.fn<PlusApi['plans']>().mockResolvedValue({ plans: Object.values(PLUS_PLANS), payment }),
    membership: jest.fn<PlusApi['membership']>().mockResolvedValue(membership),
    join: jest.fn<PlusApi['join']>(),
    cancel: jest.fn<PlusApi['cancel']>().mockResolvedValue(member('cancelled')),
  };
}

function renderAt(path: string, api: PlusApi) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultUiTheme}>
        <PlusApiContext.Provider value={api}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/sporting-life-plus" element={<PlusLanding />} />
              <Route path="/sporting-life-plus/join" element={<JoinPage />} />
            </Routes>
          </MemoryRouter>
        </PlusApiContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const login = jest.fn<(path?: string) => void>();
const signedIn = () =>
  authStore.getState().setSession({
    loggedIn: true,
    user: { sub: 'm1', email: 'member@example.com', name: 'Paula Punter' },
  });

beforeEach(() => {
  authStore.getState().reset();
  login.mockReset();
  authStore.getState().bindActions({
    login,
    register: jest.fn(),
    logout: jest.fn(),
    getAccessToken: () => Promise.resolve('token'),
  });
});

describe('Plus landing page', () => {
  it('shows a visitor the prices and test mode, and signs them in to come back to the join form', async () => {
    renderAt('/sporting-life-plus', fakeApi(notMember));
    expect(screen.getByTestId('plus-prices')).toHaveTextContent('£4.99 a month');
    expect(await screen.findByTestId('plus-test-mode')).toHaveTextContent('Test mode: no card is charged');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(login).toHaveBeenCalledWith('/sporting-life-plus/join');
  });

  it('shows a member their plan and cancels through a dialog that holds focus and closes on Escape', async () => {
    signedIn();
    const api = fakeApi(member('active'));
    renderAt('/sporting-life-plus', api);
    expect(await screen.findByTestId('plus-plan')).toHaveTextContent('Monthly, £4.99 a month');
    const open = screen.getByRole('button', { name: 'Cancel membership' });
    open.focus();
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Cancel Sporting Life Plus?' });
    expect(screen.getByRole('button', { name: 'Keep Plus' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(api.cancel).not.toHaveBeenCalled();

    fireEvent.click(open);
    const confirm = screen.getAllByRole('button', { name: 'Cancel membership' }).at(-1)!;
    await act(async () => fireEvent.click(confirm));
    expect(api.cancel).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('plus-membership')).toHaveAttribute('data-state', 'cancelled'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your membership is cancelled');
    expect(screen.getByTestId('plus-period-end')).toHaveTextContent('25 December 2026');
  });
});

describe('Plus join form', () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('ties errors to their fields, shows a decline, and renews the session after joining', async () => {
    signedIn();
    const api = fakeApi(notMember);
    api.join
      .mockRejectedValueOnce(new PlusApiError(CARD_MESSAGES.declined, 'CARD_DECLINED', 402))
      .mockResolvedValueOnce(member('active'));
    renderAt('/sporting-life-plus/join', api);
    const submit = await screen.findByRole('button', { name: 'Join Plus for £4.99 a month' });

    fireEvent.click(submit);
    expect(screen.getByTestId('plus-join-errors')).toHaveTextContent(CARD_MESSAGES.name);
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(CARD_MESSAGES.number);
    expect(api.join).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Annual: £49.99 a year'));
    fill('Name on card', 'Paula Punter');
    fill('Card number', '4000 0000 0000 0002');
    fill('Expiry date (MM/YY)', '12/39');
    fill('Security code', '123');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Join Plus for £49.99 a year' })),
    );
    expect(screen.getByTestId('plus-join-errors')).toHaveTextContent(CARD_MESSAGES.declined);
    expect(login).not.toHaveBeenCalled();

    fill('Card number', '4242 4242 4242 4242');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Join Plus for £49.99 a year' })),
    );
    await waitFor(() => expect(login).toHaveBeenCalledWith('/sporting-life-plus/welcome'));
    const [declined, approved] = api.join.mock.calls.map(([request]: [PlusJoinRequest]) => request);
    expect(approved).toMatchObject({ plan: 'annual', card: { number: '4242 4242 4242 4242' } });
    // A new attempt after a refusal has a new idempotency key.
    expect(approved?.idempotencyKey).not.toBe(declined?.idempotencyKey);
  });
});

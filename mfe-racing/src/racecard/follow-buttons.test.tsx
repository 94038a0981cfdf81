import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeFollowButton, fakeFederationPage } from '@sl/contracts/testing';

// The federation runtime is replaced by a fake page: which remotes are registered, and what loading gives.
const page = fakeFederationPage();

let load: jest.Mock<(id: string) => Promise<unknown>>;
const account = (loader: (id: string) => Promise<unknown>) => {
  load = jest.fn(loader);
  page.instances = [{ options: { remotes: [{ name: 'account' }, { name: 'racing' }] }, loadRemote: load }];
};

const { renderWithProviders } = await import('../test-support/render');
const { testRace } = await import('../test-support/race');
const { RaceCardView, raceFollowText } = await import('./RaceCardView');
const { ProfilePage } = await import('../pages/ProfilePage');
const { Route, Routes } = await import('react-router');

describe('follow buttons on the race card', () => {
  it('mounts My Stable’s button on the race and on each runner’s horse, jockey and trainer, none on a blank rider', async () => {
    account(async () => ({ default: FakeFollowButton }));
    renderWithProviders(<RaceCardView race={testRace(false)} />);

    // A whole card on a busy machine can take longer than findBy's default second to mount its buttons.
    const race = await screen.findByRole('button', { name: 'Follow 14:30 Ascot, 15 Jun' }, { timeout: 5000 });
    expect(race).toHaveAttribute('data-type', 'RACE');
    expect(race).toHaveAttribute('data-id', '2026061502');
    expect(within(screen.getByRole('group', { name: 'Race 14:30 Ascot' })).getByRole('button')).toBe(race);

    const alpine = screen.getByRole('listitem', { name: 'Alpine Star' });
    const horse = within(alpine).getByRole('button', { name: 'Follow Alpine Star' });
    expect(horse).toHaveAttribute('data-type', 'HORSE');
    expect(horse).toHaveAttribute('data-id', '000000300002');
    const jockey = within(within(alpine).getByRole('group', { name: 'Jockey of Alpine Star' })).getByRole(
      'button',
    );
    expect(jockey).toHaveAttribute('data-type', 'JOCKEY');
    expect(jockey).toHaveAccessibleName('Follow Jockey 2');
    expect(jockey).toHaveAttribute('data-id', '000000100002');
    const trainer = within(within(alpine).getByRole('group', { name: 'Trainer of Alpine Star' })).getByRole(
      'button',
    );
    expect(trainer).toHaveAttribute('data-type', 'TRAINER');
    expect(trainer).toHaveAccessibleName('Follow Trainer 2');

    // The dropped-out entry has no rider: a horse and a trainer button, no jockey button.
    const gone = screen.getByRole('listitem', { name: 'Gone Away' });
    expect(
      within(gone)
        .getAllByRole('button', { name: /^Follow / })
        .map((b) => b.dataset.type),
    ).toEqual(['HORSE', 'TRAINER']);
    expect(within(gone).queryByRole('group', { name: 'Jockey of Gone Away' })).toBeNull();

    // 4 horses, 3 jockeys, 4 trainers and the race, all from one load of the module.
    expect(screen.getAllByRole('button', { name: /^Follow / })).toHaveLength(12);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('account/FollowButton');
  });

  it('holds each button’s space while the module loads', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    account(() => new Promise((r) => (resolve = r)));
    renderWithProviders(<RaceCardView race={testRace(false)} />);
    const slot = screen.getByRole('group', { name: 'Horse Alpine Star' });
    expect(slot).toBeEmptyDOMElement();
    expect(getComputedStyle(slot).minWidth).toBe('6.75rem');
    expect(getComputedStyle(slot).minHeight).toBe('2rem');
    resolve({ default: FakeFollowButton });
    expect(await within(slot).findByRole('button', { name: 'Follow Alpine Star' })).toBeInTheDocument();
  });
});

describe('follow buttons when the account remote is unavailable', () => {
  it('renders the whole race card without them when the module fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A module without a component is a failed load, as is one the retry plugin gave up on.
    account(async () => ({ error: 'manifest unreachable' }));
    renderWithProviders(<RaceCardView race={testRace(false)} />);
    await waitFor(() => expect(screen.queryAllByRole('group', { name: /^(Horse|Race) / })).toHaveLength(0), {
      timeout: 5000,
    });
    expect(screen.getAllByTestId('runner')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show form for Alpine Star' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow / })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    error.mockRestore();
  });

  it('mounts nothing, and loads nothing, when no federation instance has the account remote registered', () => {
    const loadRemote = jest.fn(async () => ({ default: FakeFollowButton }));
    page.instances = [{ options: { remotes: [{ name: 'racing' }] }, loadRemote }];
    renderWithProviders(<RaceCardView race={testRace(false)} />);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getAllByTestId('runner')).toHaveLength(4);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('follow buttons on profile pages', () => {
  it.each([
    ['horse', 'HORSE', 'Alpine Star'],
    ['jockey', 'JOCKEY', 'Rachael Blackmore'],
    ['trainer', 'TRAINER', 'Willie Mullins'],
  ] as const)('a %s profile has a %s follow button named after it', async (kind, type, name) => {
    account(async () => ({ default: FakeFollowButton }));
    const code = '000000123456';
    renderWithProviders(
      <Routes>
        <Route path={`/racing/profiles/${kind}/:id`} element={<ProfilePage kind={kind} />} />
      </Routes>,
      {
        path: `/racing/profiles/${kind}/${code}`,
        seed: (client) =>
          client.setQueryData(['racing', 'profile', kind, code], {
            name,
            entries: [],
            performances: [],
            upcoming: [],
          }),
      },
    );
    const button = await screen.findByRole('button', { name: `Follow ${name}` });
    expect(button).toHaveAttribute('data-type', type);
    expect(button).toHaveAttribute('data-id', code);
  });
});

describe('raceFollowText', () => {
  it('reads as off time, course and London day', () => {
    expect(
      raceFollowText({ offTime: '2026-06-15T23:30:00.000Z', offTimeLocal: '00:30', courseName: 'Dundalk' }),
    ).toBe('00:30 Dundalk, 16 Jun');
  });
});

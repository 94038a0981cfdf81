import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authStore,
  preferencesStore,
  racecardPath,
  signedOutState,
  type BookmakerOdds,
  type RaceCardResponse,
  type RacecardsDay,
} from '@sl/contracts';
import { type Silk } from '@sl/contracts/race-history';
import { renderWithProviders } from '../test-support/render';
import { testRace } from '../test-support/race';
import { racecardsQueryKey } from '../racecards/useRacecards';
import { RaceCardView } from './RaceCardView';

const price = (
  bookmakerId: number,
  bookmakerName: string,
  fractionalOdds: string,
  decimalOdds: number,
): BookmakerOdds => ({
  bookmakerId,
  bookmakerName,
  selectionId: `${bookmakerId}${decimalOdds}`,
  bookmakerRaceid: '2026061502',
  bookmakerMarketId: '1.2026061502',
  artificial: false,
  fractionalOdds,
  decimalOdds,
  decimalOddsString: decimalOdds.toFixed(2),
});

const DAY: RacecardsDay = {
  date: '2026-06-15',
  meetings: [
    {
      meetingId: 202606150201,
      meetingDate: '2026-06-15',
      courseId: 2,
      courseName: 'Ascot',
      countryCode: 'GB',
      going: 'Good',
      races: [
        {
          raceId: 2026061501,
          raceNumber: 1,
          offTime: '2026-06-15T13:00:00.000Z',
          offTimeLocal: '14:00',
          title: 'Opener Stakes',
          runners: 8,
        },
        {
          raceId: 2026061502,
          raceNumber: 2,
          offTime: '2026-06-15T13:30:00.000Z',
          offTimeLocal: '14:30',
          title: 'Sky Bet Handicap',
          runners: 3,
        },
        {
          raceId: 2026061503,
          raceNumber: 3,
          offTime: '2026-06-15T14:05:00.000Z',
          offTimeLocal: '15:05',
          title: 'Closer Handicap',
          runners: 10,
        },
      ],
    },
  ],
};

/** The feed's colours are data (hex from the feed), so the fixture writes them as the feed does. */
const SILK: Silk = {
  body: '#1d4ed8',
  bodyPattern: 'hoops',
  bodyPatternColour: '#f9fafb',
  sleeves: '#1d4ed8',
  sleevePattern: 'plain',
  sleevePatternColour: '#1d4ed8',
  cap: '#dc2626',
  capPattern: 'plain',
  capPatternColour: '#dc2626',
  description: 'Royal blue, white hoops, scarlet cap',
};
const withSilks = (race: RaceCardResponse): RaceCardResponse => ({
  ...race,
  entries: race.entries.map((e) => (e.owner ? { ...e, silk: SILK } : e)),
});

const here = racecardPath('2026-06-15', 'Ascot', 2026061502, 'Sky Bet Handicap');
const show = (race: RaceCardResponse) =>
  renderWithProviders(<RaceCardView race={withSilks(race)} />, {
    path: here,
    seed: (client) => client.setQueryData(racecardsQueryKey('2026-06-15'), DAY),
  });

beforeEach(() => {
  localStorage.clear();
  act(() => preferencesStore.getState().actions.reset());
});
afterEach(() => act(() => authStore.setState(signedOutState)));

describe('the race card at depth', () => {
  it('links every race of the meeting by time, the current one marked', () => {
    show(testRace(false));
    const nav = screen.getByRole('navigation', { name: 'Races at Ascot' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['14:00', '14:30', '15:05']);
    expect(links[0]).toHaveAttribute(
      'href',
      racecardPath('2026-06-15', 'Ascot', 2026061501, 'Opener Stakes'),
    );
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('14:30');
  });

  it('shows each runner with silks, age and sex, OR, headgear, claim, owner, days off and explained badges', () => {
    show(testRace(false));
    const zulu = screen.getByRole('listitem', { name: 'Zulu Dancer' });
    expect(
      within(zulu).getByRole('img', { name: 'Silks: Royal blue, white hoops, scarlet cap' }),
    ).toBeInTheDocument();
    expect(within(zulu).getByTestId('runner-age-sex')).toHaveTextContent('5yo gelding');
    expect(within(zulu).getByTestId('runner-or')).toHaveTextContent('88');
    expect(within(zulu).getByTestId('runner-headgear')).toHaveTextContent('p1');
    expect(zulu).toHaveTextContent('Headgear: cheekpieces, first time');
    expect(within(zulu).getByTestId('jockey-claim')).toHaveTextContent('(3) claims 3 lb');
    expect(within(zulu).getByTestId('runner-owner')).toHaveTextContent('Mr A. Pelham');
    expect(within(zulu).getByTestId('runner-days')).toHaveTextContent('45 days');
    expect(
      within(zulu)
        .getAllByTestId('runner-badge')
        .map((b) => b.textContent),
    ).toEqual(['CD', 'BF']);
    expect(zulu).toHaveTextContent('Course and distance winner: has won over this trip at this course');
    expect(zulu).toHaveTextContent('Beaten favourite: started favourite last time out and did not win');
    const forms = within(zulu).getAllByTestId('person-form');
    expect(forms[0]).toHaveTextContent("Jockey 1's last 14 days: 14d 3/20 15% +£4.50 level-stakes profit");
    expect(forms[1]).toHaveTextContent('0/12 0% −£12.00');
    // No claim, no claim mark; a runner without the facts shows none of them.
    const alpine = screen.getByRole('listitem', { name: 'Alpine Star' });
    expect(within(alpine).queryByTestId('jockey-claim')).toBeNull();
    expect(
      within(alpine)
        .getAllByTestId('runner-badge')
        .map((b) => b.textContent),
    ).toEqual(['C', 'D']);
    const misty = screen.getByRole('listitem', { name: 'Misty Quest' });
    expect(within(misty).queryByTestId('runner-badge')).toBeNull();
    expect(within(misty).queryByTestId('runner-or')).toBeNull();
  });

  it('prints the betting forecast shortest first with the favourite', () => {
    show(testRace(false));
    expect(screen.getByTestId('betting-forecast')).toHaveTextContent(
      '6/4 Fav Alpine Star, 3/1 Misty Quest, 5/1 Zulu Dancer',
    );
  });

  it('gives the verdict to plus members only; others see it is for Plus', () => {
    show(testRace(true));
    expect(screen.getByTestId('race-verdict')).toHaveTextContent('Alpine Star tops our ratings');
    expect(screen.queryByTestId('verdict-locked')).toBeNull();
  });

  it('locks the verdict for a free member', () => {
    show(testRace(false));
    expect(screen.queryByTestId('race-verdict')).toBeNull();
    expect(screen.getByTestId('verdict-locked')).toHaveTextContent('for Plus members');
    expect(screen.getByTestId('verdict-locked')).not.toHaveTextContent('Alpine Star');
  });

  it('marks the best price per runner in the odds grid, only with bookmakers the member may be sent to', () => {
    const race = testRace(false);
    race.entries = race.entries.map((e) =>
      e.horseName === 'Zulu Dancer'
        ? { ...e, bookmakerOdds: [price(4, 'Betfair', '9/2', 5.5), price(6, 'Paddy Power', '5/1', 6)] }
        : e.horseName === 'Alpine Star'
          ? { ...e, bookmakerOdds: [price(4, 'Betfair', '7/4', 2.75), price(6, 'Paddy Power', '6/4', 2.5)] }
          : e,
    );
    show(race);
    const grid = screen.getByTestId('odds-grid');
    expect(within(grid).getByRole('img', { name: 'Betfair' })).toBeInTheDocument();
    const best = within(grid)
      .getAllByRole('link')
      .filter((a) => a.hasAttribute('data-best'));
    expect(best).toHaveLength(2);
    expect(
      within(grid).getByRole('link', { name: /Zulu Dancer at 5\/1 with Paddy Power, best price/ }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('link', { name: /Alpine Star at 7\/4 with Betfair, best price/ }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('link', { name: 'Alpine Star at 6/4 with Paddy Power (opens in a new tab)' }),
    ).not.toHaveAttribute('data-best');
    act(() => authStore.setState({ loggedIn: true, 'com.sbgcore.can_link_to': ['6'] }));
    expect(within(grid).queryByRole('img', { name: 'Betfair' })).toBeNull();
    expect(
      within(grid).getByRole('link', { name: /Alpine Star at 6\/4 with Paddy Power, best price/ }),
    ).toBeInTheDocument();
    expect(grid).toHaveTextContent('1 bookmaker is not available on your account.');
  });

  it('shows the result at the top once run, with no checkbox; positions go on the runners when asked', async () => {
    const user = userEvent.setup();
    const race: RaceCardResponse = {
      ...testRace(false),
      state: 'FINISHED',
      result: {
        state: 'FINISHED',
        placings: [
          {
            horseCode: '000000300003',
            horseName: 'Misty Quest',
            entryNumber: 3,
            position: 1,
            nonFinisherCode: '',
            distance: '',
            startingPrice: '3/1',
            jockeyFullName: 'Jockey 3',
            trainerFullName: 'Trainer 3',
          },
          {
            horseCode: '000000300002',
            horseName: 'Alpine Star',
            entryNumber: 2,
            position: 2,
            nonFinisherCode: '',
            distance: '1 1/2',
            startingPrice: '6/4',
            jockeyFullName: 'Jockey 2',
            trainerFullName: 'Trainer 2',
          },
          {
            horseCode: '000000300001',
            horseName: 'Zulu Dancer',
            entryNumber: 1,
            position: 0,
            nonFinisherCode: 'PU',
            distance: '',
            startingPrice: '5/1',
            jockeyFullName: 'Jockey 1',
            trainerFullName: 'Trainer 1',
          },
        ],
      },
    };
    show(race);
    expect(screen.queryByRole('checkbox', { name: /result/i })).toBeNull();
    const result = screen.getByTestId('race-result');
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('3. Misty Quest'),
      expect.stringContaining('1 1/2'),
      expect.stringContaining('PU'),
    ]);
    expect(rows[0]).toHaveTextContent('3/1');
    // The result comes before the runners.
    const runners = screen.getByRole('list', { name: 'Runners' });
    expect(result.compareDocumentPosition(runners) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('runner-position')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show positions on the runners' }));
    expect(
      within(screen.getByRole('listitem', { name: 'Misty Quest' })).getByTestId('runner-position'),
    ).toHaveTextContent('1');
    expect(preferencesStore.getState().horseShowResults).toBe(true);
  });
});

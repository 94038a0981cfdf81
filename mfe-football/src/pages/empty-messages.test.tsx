import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryKey } from '@tanstack/react-query';
import {
  ALL_COMPETITIONS,
  FOOTBALL_EMPTY,
  apiClient,
  londonDate,
  preferencesStore,
  type FootballCompetition,
  type FootballMatch,
} from '@sl/contracts';
import FootballHome from '../exposes/FootballHome';
import { renderFootball } from '../test-support/render';
import { testMatch } from '../test-support/match';
import { CompetitionPage } from './CompetitionPage';
import { FixturesResultsPage } from './FixturesResultsPage';
import { HubPage } from './HubPage';
import { TeamPage } from './TeamPage';
import { VidiprinterPage } from '../vidiprinter/VidiprinterPage';

/** The ten empty-list messages of spec document 2, section 8, each where a visitor meets an empty list. */
Object.assign(globalThis, { __SL_BUILD_LABEL__: 'test' });

const today = londonDate();
const month = today.slice(0, 7);
const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
const PREMIER: FootballCompetition = {
  id: 2,
  name: 'Premier League',
  sort_order: 2,
  hasTable: true,
  groups: [],
};
const finished = (id: number) => testMatch({ id, state: 'FULLTIME', clock: 'FT' });
const upcoming = (id: number) => testMatch({ id, state: 'PREMATCH', clock: '', kick_off: later });

// Nothing behind the client in these tests: a page's extra calls (the next-match button) fail at once.
beforeEach(() => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('no server'));
  act(() => preferencesStore.getState().actions.reset());
});
afterEach(() => jest.restoreAllMocks());

const paragraph = (text: string) => screen.getByText(text, { selector: 'p' });

describe('football empty-list messages', () => {
  it('are the spec wording, word for word', () => {
    expect(Object.values(FOOTBALL_EMPTY)).toEqual([
      'Nothing to show for this competition',
      'There are no results to show at the moment.',
      'There are no fixtures to show.',
      'There are currently no results to show for this month.',
      'There are no fixtures to show for this month.',
      'There are no fixtures or results to show for this month.',
      'There are no matches at the moment.',
      'There are no scheduled matches at the moment.',
      'There are no live matches at the moment.',
      'There are no finished matches at the moment.',
    ]);
  });

  describe('the /football hub, by tab', () => {
    const hub = (matches: FootballMatch[]) =>
      renderFootball(<HubPage />, {
        data: [
          [['football', 'matches', 'date', today], { matches }],
          [['promos', 'banners'], []],
        ],
      });

    it(`with no matches today reads "${FOOTBALL_EMPTY.matches}", and each tab its own message`, async () => {
      const user = userEvent.setup();
      hub([]);
      expect(paragraph(FOOTBALL_EMPTY.matches)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Live' }));
      expect(paragraph(FOOTBALL_EMPTY.live)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Upcoming' }));
      expect(paragraph(FOOTBALL_EMPTY.scheduled)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Finished' }));
      expect(paragraph(FOOTBALL_EMPTY.finished)).toBeInTheDocument();
    });

    it('shows a tab its message only when that tab is empty', async () => {
      const user = userEvent.setup();
      hub([finished(1)]);
      expect(screen.queryByText(FOOTBALL_EMPTY.matches)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Finished' }));
      expect(screen.queryByText(FOOTBALL_EMPTY.finished)).toBeNull();
      expect(screen.getAllByTestId('fixture')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Live' }));
      expect(paragraph(FOOTBALL_EMPTY.live)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Upcoming' }));
      expect(paragraph(FOOTBALL_EMPTY.scheduled)).toBeInTheDocument();
    });
  });

  describe('fixtures and results by day', () => {
    const day = (matches: FootballMatch[]) =>
      renderFootball(<FixturesResultsPage />, {
        path: '/football/fixtures-results',
        data: [
          [['football', 'matches', 'date', today], { matches }],
          [['football', 'competitions'], [PREMIER]],
          [['promos', 'banners'], []],
        ],
      });

    it(`a day without matches reads "${FOOTBALL_EMPTY.fixtures}"`, () => {
      day([]);
      expect(paragraph(FOOTBALL_EMPTY.fixtures)).toBeInTheDocument();
      expect(screen.queryByText(FOOTBALL_EMPTY.competition)).toBeNull();
    });

    it(`a day whose matches are all outside the followed competitions reads "${FOOTBALL_EMPTY.competition}"`, () => {
      act(() =>
        preferencesStore.getState().actions.setPreference('footballFollowedCompetitions', [
          { text: ALL_COMPETITIONS, priority: 0, enabled: false, toBeEnabled: false, toBeDisabled: false },
          { text: 'La Liga', priority: 11, enabled: true, toBeEnabled: false, toBeDisabled: false },
        ]),
      );
      day([finished(1)]);
      expect(paragraph(FOOTBALL_EMPTY.competition)).toBeInTheDocument();
      expect(screen.queryByText(FOOTBALL_EMPTY.fixtures)).toBeNull();
    });
  });

  it(`the home page panel with no matches today reads "${FOOTBALL_EMPTY.fixtures}"`, () => {
    renderFootball(<FootballHome />, { data: [[['football', 'matches', 'date', today], { matches: [] }]] });
    expect(paragraph(FOOTBALL_EMPTY.fixtures)).toBeInTheDocument();
  });

  describe('a team page', () => {
    const team = (matches: FootballMatch[]) =>
      renderFootball(<TeamPage />, {
        path: '/football/team/arsenal/1000',
        route: '/football/team/:slug/:id',
        data: [
          [
            ['football', 'team', 1000],
            {
              team: { id: 1000, name: 'Arsenal', teamAbrevName: 'ARS', competitionId: 2 },
              competition: PREMIER,
              matches,
            },
          ],
        ],
      });

    it(`with nothing played reads "${FOOTBALL_EMPTY.results}" under Results`, () => {
      team([upcoming(1)]);
      const results = screen.getByRole('heading', { name: 'Results' });
      expect(results.nextElementSibling).toHaveTextContent(FOOTBALL_EMPTY.results);
      expect(screen.queryByText(FOOTBALL_EMPTY.fixtures)).toBeNull();
    });

    it(`with nothing to come reads "${FOOTBALL_EMPTY.fixtures}" under Fixtures`, () => {
      team([finished(1)]);
      const fixtures = screen.getByRole('heading', { name: 'Fixtures' });
      expect(fixtures.nextElementSibling).toHaveTextContent(FOOTBALL_EMPTY.fixtures);
      expect(screen.queryByText(FOOTBALL_EMPTY.results)).toBeNull();
    });
  });

  describe('a competition month', () => {
    const competitionMonth = (matches: FootballMatch[] | null) => {
      const data: Array<[QueryKey, unknown]> = [[['football', 'competitions'], [PREMIER]]];
      // Without an answer for the month the page asks the API, which fails here.
      if (matches) data.push([['football', 'month', month, 2], { matches }]);
      return renderFootball(<CompetitionPage />, {
        path: '/football/fixtures-results/competitions/premier-league/2',
        route: '/football/fixtures-results/competitions/:slug/:id',
        data,
      });
    };

    it(`with no matches at all reads "${FOOTBALL_EMPTY.monthAny}"`, () => {
      competitionMonth([]);
      expect(paragraph(FOOTBALL_EMPTY.monthAny)).toBeInTheDocument();
      expect(screen.queryByText(FOOTBALL_EMPTY.monthFixtures)).toBeNull();
      expect(screen.queryByText(FOOTBALL_EMPTY.monthResults)).toBeNull();
    });

    it(`with results but no fixtures reads "${FOOTBALL_EMPTY.monthFixtures}" under Fixtures`, () => {
      competitionMonth([finished(1)]);
      const fixtures = screen.getByRole('heading', { name: 'Fixtures' });
      expect(fixtures.nextElementSibling).toHaveTextContent(FOOTBALL_EMPTY.monthFixtures);
      expect(screen.queryByText(FOOTBALL_EMPTY.monthResults)).toBeNull();
    });

    it(`with fixtures but no results reads "${FOOTBALL_EMPTY.monthResults}" under Results`, () => {
      competitionMonth([upcoming(1)]);
      const results = screen.getByRole('heading', { name: 'Results' });
      expect(results.nextElementSibling).toHaveTextContent(FOOTBALL_EMPTY.monthResults);
      expect(screen.queryByText(FOOTBALL_EMPTY.monthFixtures)).toBeNull();
    });

    it(`that cannot be loaded reads "${FOOTBALL_EMPTY.competition}"`, async () => {
      competitionMonth(null);
      expect(await screen.findByRole('alert')).toHaveTextContent(FOOTBALL_EMPTY.competition);
    });
  });

  it(`the vidiprinter with no goals yet reads "${FOOTBALL_EMPTY.live}"`, async () => {
    // The vidiprinter's own feed answers with no lines.
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { now: later, from: later, items: [] } });
    renderFootball(<VidiprinterPage />);
    expect(await within(document.body).findByText(FOOTBALL_EMPTY.live)).toBeInTheDocument();
  });
});

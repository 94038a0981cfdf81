import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import { londonDate, type ArticleListResponse, type SportTip, type SportTipsResponse } from '@sl/contracts';
import SportsApp from '../exposes/SportsApp';
import { renderFootball } from '../test-support/render';
import { sportKeys } from './api';
import { shiftDay } from './days';

Object.assign(globalThis, { __SL_BUILD_LABEL__: 'test' });

const today = londonDate();

function tip(overrides: Partial<SportTip>): SportTip {
  return {
    eventId: `darts-${today.replaceAll('-', '')}-x`,
    sport: 'darts',
    path: `/darts/events/darts-${today.replaceAll('-', '')}-x`,
    event: 'Luke Littler v Gerwyn Price',
    competition: 'Premier League Darts',
    round: 'Semi-final',
    startTime: `${today}T20:00:00.000Z`,
    date: today,
    selection: { side: 0, name: 'Luke Littler' },
    price: '4/6',
    market: ['4/6', '6/5'],
    reasoning: 'Luke Littler has won 4 of the last 5 (W-W-L-W-W); Gerwyn Price has won 2 of the last 5.',
    result: 'pending',
    profit: null,
    ...overrides,
  };
}

describe('other sports tips and news', () => {
  it('a sport page shows the desk’s coming tips, the settled ones with their returns, the record and the news', () => {
    const from = shiftDay(today, -1);
    const to = shiftDay(today, 6);
    const tips: SportTipsResponse = {
      sport: 'darts',
      from,
      to,
      tips: [
        tip({
          eventId: 'darts-a',
          date: from,
          result: 'won',
          profit: 0.67,
          event: 'Michael Smith v Rob Cross',
          selection: { side: 0, name: 'Michael Smith' },
        }),
        tip({}),
      ],
      record: {
        runs: 20,
        wins: 12,
        placed: 0,
        losses: 8,
        voids: 0,
        pending: 1,
        strikeRate: 60,
        profit: 3.4,
        roi: 17,
      },
      recordFrom: shiftDay(today, -29),
    };
    const news: ArticleListResponse = {
      articles: [
        {
          id: '1',
          slug: 'littler-into-the-final',
          title: 'Littler into the final',
          standfirst: 'Luke Littler beat Gerwyn Price 10-6.',
          author: { id: 'a', name: 'Desk' },
          sport: 'darts',
          categories: ['reports'],
          tags: ['darts'],
          publishedAt: `${today}T22:00:00.000Z`,
          updatedAt: `${today}T22:00:00.000Z`,
          status: 'published',
          hero: null,
        },
      ],
      page: 1,
      pageSize: 6,
      total: 1,
      totalPages: 1,
    };
    renderFootball(<SportsApp />, {
      path: '/darts',
      data: [
        [sportKeys.tips('darts', from, to), tips],
        [sportKeys.news(['darts'], 6), news],
      ],
    });
    const section = screen.getByRole('region', { name: 'Darts tips' });
    expect(within(section).getByTestId('sport-tips-record')).toHaveTextContent(
      'Last 30 days: 12 winners from 20 darts tips (60%), +3.40 pts to level stakes.',
    );
    const [coming, settled] = within(section).getAllByTestId('sport-tip');
    expect(coming).toHaveTextContent('Tip: Luke Littler 4/6');
    expect(within(coming!).getByRole('link', { name: 'Luke Littler v Gerwyn Price' })).toHaveAttribute(
      'href',
      `/darts/events/darts-${today.replaceAll('-', '')}-x`,
    );
    expect(settled).toHaveTextContent('Won +0.67 pts');
    const newsSection = screen.getByRole('region', { name: 'Darts news and previews' });
    expect(within(newsSection).getByRole('link', { name: 'Littler into the final' })).toHaveAttribute(
      'href',
      '/darts/news/littler-into-the-final',
    );
  });
});

import '../test/text-encoder';
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { type Article, type ArticleListResponse, type RaceCardResponse } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import NewsApp from '../exposes/NewsApp';

(globalThis as unknown as { __SL_BUILD_LABEL__: string }).__SL_BUILD_LABEL__ = 'test';

function renderAt(path: string, data: Array<[readonly unknown[], unknown]>, ui: ReactNode = <NewsApp />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultUiTheme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const article: Article = {
  id: '1',
  slug: 'ayr-1305-2026-11-25-race-report',
  title: 'Willow Smith lands the Coral Handicap Chase at Ayr',
  standfirst: 'Willow Smith (5/1) beat Vintage Pinnacle by two and a half lengths.',
  body: [
    { type: 'paragraph', text: 'Willow Smith returned 5/1 <script>alert(1)</script>.' },
    { type: 'heading', text: 'Result' },
    { type: 'list', ordered: true, items: ['1st Willow Smith 5/1', '2nd Vintage Pinnacle 9/2'] },
    { type: 'quote', text: 'He loves Ayr.', cite: 'Sean Hanlon' },
    { type: 'race-card', raceId: 20261125483 },
    { type: 'image', src: '/images/ayr.jpg', alt: 'Ayr racecourse', caption: 'The final fence' },
  ],
  author: { id: 'desk-racing', name: 'Sporting Life Racing Desk' },
  sport: 'racing',
  categories: ['reports', 'news'],
  tags: ['ayr', 'willow-smith'],
  publishedAt: '2026-11-25T13:45:00.000Z',
  updatedAt: '2026-11-25T13:45:00.000Z',
  status: 'published',
  hero: null,
};

const race = {
  raceId: 20261125483,
  meetingDate: '2026-11-25T00:00:00.000Z',
  courseName: 'Ayr',
  title: 'Coral Handicap Chase (Class 3)',
  offTime: '2026-11-25T13:05:00.000Z',
  offTimeLocal: '13:05',
  going: 'Good To Soft',
  distance: '2m 3f',
  entries: [{ statusId: 21 }, { statusId: 21 }, { statusId: 39 }],
  result: {
    state: 'FINISHED',
    placings: [
      { horseCode: 'a', horseName: 'Willow Smith', position: 1, startingPrice: '5/1' },
      { horseCode: 'b', horseName: 'Vintage Pinnacle', position: 2, startingPrice: '9/2' },
    ],
  },
} as unknown as RaceCardResponse;

const { body: _body, ...summary } = article;
const list = (over: Partial<ArticleListResponse>): ArticleListResponse => ({
  articles: [summary],
  page: 2,
  pageSize: 10,
  total: 25,
  totalPages: 3,
  ...over,
});

describe('NewsApp', () => {
  it('lists a section a page at a time with links to each article and to newer and older pages', () => {
    renderAt('/racing/news?page=2', [[['content', 'list', '/racing/news', 2, ''], list({})]]);
    expect(screen.getByRole('heading', { level: 1, name: 'Racing News' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Racing News' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      '/racing/news/ayr-1305-2026-11-25-race-report',
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Newer stories' })).toHaveAttribute(
      'href',
      '/racing/news',
    );
    expect(within(pager).getByRole('link', { name: 'Older stories' })).toHaveAttribute(
      'href',
      '/racing/news?page=3',
    );
    expect(pager).toHaveTextContent('Page 2 of 3');
  });

  it('shows a tag page with its heading and a way back', () => {
    renderAt('/racing/news/tag/ayr', [
      [['content', 'list', '/racing/news', 1, 'ayr'], list({ page: 1, totalPages: 1, total: 1 })],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Racing News: ayr' })).toBeInTheDocument();
  });

  it('renders an article’s blocks as elements, text as text, and the race card from the racing feed', () => {
    renderAt(`/racing/news/${article.slug}`, [
      [['content', 'article', article.slug], article],
      [['content', 'race', 20261125483], race],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText('Willow Smith returned 5/1 <script>alert(1)</script>.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Result' })).toBeInTheDocument();
    expect(screen.getByText('Sean Hanlon').tagName).toBe('CITE');
    expect(screen.getByRole('img', { name: 'Ayr racecourse' })).toHaveAttribute('src', '/images/ayr.jpg');
    const card = screen.getByRole('complementary', { name: 'Race card' });
    expect(card).toHaveTextContent('13:05 Ayr');
    expect(card).toHaveTextContent('2 runners');
    expect(within(card).getByRole('list', { name: 'Result' })).toHaveTextContent('Willow Smith');
    expect(within(card).getByRole('link', { name: /Full result and race card/ })).toHaveAttribute(
      'href',
      '/racing/racecards/2026-11-25/ayr/racecard/20261125483/coral-handicap-chase-class-3',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Tags' })).getByRole('link', { name: 'willow smith' }),
    ).toHaveAttribute('href', '/racing/news/tag/willow-smith');
  });

  it('says not found for an unknown slug', () => {
    renderAt('/racing/news/no-such-story', [[['content', 'article', 'no-such-story'], null]]);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says not found for an article that lives in another section', () => {
    renderAt(`/football/news/${article.slug}`, [[['content', 'article', article.slug], article]]);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows /feed to a person: how to subscribe and the latest stories of every sport', () => {
    renderAt('/feed', [[['content', 'list', '/feed', 1, ''], list({ page: 1, totalPages: 1, total: 1 })]]);
    expect(screen.getByRole('heading', { level: 1, name: 'News Feed' })).toBeInTheDocument();
    expect(screen.getByText('http://localhost/feed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the RSS 2.0 document' })).toHaveAttribute(
      'href',
      '/api/content/v1/rss',
    );
    const stories = screen.getByRole('list', { name: 'Latest News' });
    expect(within(stories).getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      '/racing/news/ayr-1305-2026-11-25-race-report',
    );
  });
});

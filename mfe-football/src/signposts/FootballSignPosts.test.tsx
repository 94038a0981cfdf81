import { screen } from '@testing-library/react';
import type { NextMatchResponse, PromoBanner } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { FootballSignPosts } from './FootballSignPosts';

const epl = {
  name: 'epl',
  sport: 'football',
  link: '/football/fixtures-results',
  signPost: {
    competitionName: 'Premier League',
    competitionId: '2',
    bannerSignPostingEnabled: 'true',
    heroBannerEnabled: 'false',
    navSignPostingEnabled: 'true',
    team: { teamId: '1000', teamName: 'Arsenal' },
  },
} as PromoBanner;

const NEXT: NextMatchResponse = {
  next_match: {
    team: { id: 1000, name: 'Arsenal' },
    match: {
      match_id: 202620012000,
      home_team: { team_id: 1000, team_name: 'Arsenal' },
      away_team: { team_id: 1006, team_name: 'Chelsea' },
    },
  },
};

describe('football sign-posts', () => {
  it("shows a sign-posted competition's team with its next match, linking to the match", () => {
    renderFootball(<FootballSignPosts />, {
      data: [
        [['promos', 'banners'], [epl]],
        [['football', 'next-match', 1000, 2], NEXT],
      ],
    });
    const post = screen.getByTestId('football-sign-post');
    expect(post).toHaveTextContent('Premier League: Arsenal');
    expect(screen.getByRole('link', { name: 'Premier League' })).toHaveAttribute(
      'href',
      '/football/fixtures-results',
    );
    expect(screen.getByTestId('next-match')).toHaveAccessibleName('Next match: Arsenal v Chelsea');
    expect(screen.getByTestId('next-match')).toHaveAttribute(
      'href',
      '/football/live/202620012000/arsenal-vs-chelsea',
    );
  });

  it("shows a competition whose heroBannerEnabled is 'false' as a plain sign-post, with no heading", () => {
    renderFootball(<FootballSignPosts />, {
      data: [
        [['promos', 'banners'], [epl]],
        [['football', 'next-match', 1000, 2], NEXT],
      ],
    });
    expect(screen.getByTestId('football-sign-post')).toHaveAttribute('data-variant', 'plain');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("shows a competition whose heroBannerEnabled is 'true' as a hero, headed by the competition", () => {
    const hero = { ...epl, signPost: { ...epl.signPost!, heroBannerEnabled: 'true' } } as PromoBanner;
    renderFootball(<FootballSignPosts />, {
      data: [
        [['promos', 'banners'], [hero]],
        [['football', 'next-match', 1000, 2], NEXT],
      ],
    });
    expect(screen.getByTestId('football-sign-post')).toHaveAttribute('data-variant', 'hero');
    const heading = screen.getByRole('heading', { level: 2, name: 'Premier League' });
    expect(heading.querySelector('a')).toHaveAttribute('href', '/football/fixtures-results');
    expect(screen.getByTestId('football-sign-post')).toHaveTextContent('Arsenal');
    expect(screen.getByTestId('next-match')).toHaveAccessibleName('Next match: Arsenal v Chelsea');
  });

  it('shows nothing when no football promo is sign-posted', () => {
    const racing = { ...epl, name: 'cheltenham', sport: 'racing' } as PromoBanner;
    const { container } = renderFootball(<FootballSignPosts />, {
      data: [[['promos', 'banners'], [racing]]],
    });
    expect(container).toBeEmptyDOMElement();
  });
});

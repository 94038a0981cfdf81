import type { PromoBanner, SignPostConfigEntry } from '@sl/contracts';
import { footballSignPosts } from './signposts';

const banner = (
  name: string,
  sport: PromoBanner['sport'],
  signPost: Partial<SignPostConfigEntry>,
): PromoBanner =>
  ({
    name,
    sport,
    title: name,
    text: '',
    link: `/football/${name}`,
    imageBaseRoute: `/promos/${name}`,
    hero: false,
    banner: true,
    heroBanner: {} as PromoBanner['heroBanner'],
    signPost: {
      competitionName: 'Premier League',
      competitionId: '2',
      bannerSignPostingEnabled: 'true',
      heroBannerEnabled: 'false',
      navSignPostingEnabled: 'true',
      team: { teamId: '1000', teamName: 'Arsenal' },
      ...signPost,
    },
  }) as PromoBanner;

describe('football sign-posts from the promos sign-post config', () => {
  it('resolves an enabled football entry to football ids, with its team and page', () => {
    expect(footballSignPosts([banner('epl', 'football', {})])).toEqual([
      {
        promo: 'epl',
        competitionName: 'Premier League',
        competitionId: 2,
        teamId: 1000,
        teamName: 'Arsenal',
        link: '/football/epl',
        hero: false,
      },
    ]);
  });

  it("reads heroBannerEnabled: only the string 'true' makes a hero", () => {
    const posts = footballSignPosts([
      banner('euros', 'football', { competitionId: '1', heroBannerEnabled: 'true' }),
      banner('epl', 'football', { heroBannerEnabled: 'false' }),
    ]);
    expect(posts.map((p) => [p.promo, p.hero])).toEqual([
      ['euros', true],
      ['epl', false],
    ]);
  });

  it("skips other sports, banner sign-posting 'false', entries without a team and non-football ids", () => {
    expect(
      footballSignPosts([
        banner('cheltenham', 'racing', { competitionId: '2' }),
        banner('off', 'football', { bannerSignPostingEnabled: 'false' }),
        banner('noteam', 'football', { team: undefined }),
        banner('slug', 'football', { competitionId: 'cheltenham-festival' }),
        banner('badteam', 'football', { team: { teamId: 'x1', teamName: 'Nobody' } }),
        banner('zero', 'football', { competitionId: '0' }),
      ]),
    ).toEqual([]);
  });

  it('keeps the promos order and at most the first two', () => {
    const posts = footballSignPosts([
      banner('euros', 'football', { competitionId: '1' }),
      banner('epl', 'football', {}),
      banner('efl', 'football', { competitionId: '3', team: { teamId: '1030', teamName: 'Leeds' } }),
    ]);
    expect(posts.map((p) => p.promo)).toEqual(['euros', 'epl']);
  });
});

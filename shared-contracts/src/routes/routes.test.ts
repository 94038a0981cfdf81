import {
  leagueTablePath,
  leagueTableSeasonPath,
  matchPath,
  playerPath,
  sectionTeamPath,
  teamPath,
} from '../football/routes';
import { racecardPath, racingProfilePath, slugify } from '../racing/routes';
import { isRacecardPage, racecardsLink } from './racing';

describe('slug rule', () => {
  it.each([
    ['Cheltenham Gold Cup', 'cheltenham-gold-cup'],
    ['Brighton & Hove Albion', 'brighton-and-hove-albion'],
    ['Atlético Madrid', 'atletico-madrid'],
    ['Kauto Star (FR)', 'kauto-star-fr'],
    ["Queen's Vase -- Handicap", 'queens-vase-handicap'],
    ['  UPPER  case  ', 'upper-case'],
    ['', ''],
  ])('%p -> %p', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('football route builders', () => {
  it.each([
    [[1, 'Arsenal', 'Chelsea'], '/football/live/1/arsenal-vs-chelsea'],
    [[1, 'Arsenal', 'Chelsea', 'form'], '/football/live/1/arsenal-vs-chelsea'],
    [[1, 'Arsenal', 'Chelsea', 'overview', 'x'], '/football/live/1/arsenal-vs-chelsea'],
    [[1, 'Arsenal', 'Chelsea', 'stats'], '/football/live/1/arsenal-vs-chelsea/stats'],
    [[1, 'Arsenal', 'Chelsea', 'stats', 'team'], '/football/live/1/arsenal-vs-chelsea/stats/team'],
    [[2, 'Brighton & Hove Albion', 'Man Utd'], '/football/live/2/brighton-and-hove-albion-vs-man-utd'],
  ] as const)('match %p', (args, expected) => {
    expect(matchPath(...(args as unknown as Parameters<typeof matchPath>))).toBe(expected);
  });

  it.each([
    ['Arsenal', 1, '/football/team/arsenal/1'],
    ['Unknown', 276, ''],
    ['Unknown', 275, '/football/team/unknown/275'],
  ] as const)('team %p %p', (name, id, expected) => {
    expect(teamPath(name, id)).toBe(expected);
  });

  it('player with tab and scope suffixes', () => {
    expect(playerPath('Bukayo Saka', 9)).toBe('/football/player/bukayo-saka/9');
    expect(playerPath('Bukayo Saka', 9, 'stats')).toBe('/football/player/bukayo-saka/9/stats');
    expect(playerPath('Bukayo Saka', 9, 'stats', { slug: '2024/25', id: 3 })).toBe(
      '/football/player/bukayo-saka/9/stats/2024-25/3',
    );
  });

  it('league tables, groups and seasons', () => {
    expect(leagueTablePath('Premier League', 1)).toBe('/football/league-tables/premier-league/1');
    expect(leagueTablePath('Champions League', 7, 'Group A')).toBe(
      '/football/league-tables/champions-league/7/group-a',
    );
    expect(leagueTableSeasonPath('Premier League', 1, '2023-24', 40)).toBe(
      '/football/league-tables/premier-league/1/seasons/2023-24/40',
    );
    expect(leagueTableSeasonPath('Premier League', 1, '2023-24', 40, 'home')).toBe(
      '/football/league-tables/premier-league/1/seasons/2023-24/40/home',
    );
  });

  it('section team path', () => {
    expect(
      sectionTeamPath('fixtures-results', { name: 'Premier League', id: 1 }, { name: 'Arsenal', id: 5 }),
    ).toBe('/football/fixtures-results/teams/premier-league/1/arsenal/5');
  });
});

describe('racing route builders', () => {
  it.each([
    ['horse', 12, '/racing/profiles/horse/12'],
    ['trainer', 'T9', '/racing/profiles/trainer/T9'],
    ['jockey', 3, '/racing/profiles/jockey/3'],
  ] as const)('profile %p %p', (kind, id, expected) => {
    expect(racingProfilePath(kind, id)).toBe(expected);
  });

  it.each([
    [
      ['2025-03-14', 'Cheltenham', 77, 'Gold Cup Chase'],
      '/racing/racecards/2025-03-14/cheltenham/racecard/77/gold-cup-chase',
    ],
    [[null, 'Cheltenham', 77, 'Gold Cup'], '/racing/racecards'],
    [['2025-03-14', '', 77, 'Gold Cup'], '/racing/racecards'],
    [['2025-03-14', 'Cheltenham', null, 'Gold Cup'], '/racing/racecards'],
    [['2025-03-14', 'Cheltenham', 77, undefined], '/racing/racecards'],
    [['14-03-2025', 'Cheltenham', 77, 'Gold Cup'], '/racing/racecards'],
  ] as const)('racecard %p', (args, expected) => {
    expect(racecardPath(...(args as unknown as Parameters<typeof racecardPath>))).toBe(expected);
  });

  it.each([
    ['/racing/racecards/2025-03-14/cheltenham/racecard/77/gold-cup', true],
    ['/racing/racecards/2025-03-14/cheltenham/racecard', true],
    ['/racing/racecards', false],
    ['/racing/racecards/2025-03-14', false],
    ['/racing/results/2025-03-14/cheltenham/racecard/1', false],
  ])('racecard page flag %p', (path, expected) => {
    expect(isRacecardPage(path)).toBe(expected);
  });

  it.each([
    ['/racing/racecards', true, '/racing/racecards?dcmp=SL_PLUS_CARDS'],
    ['/racing/racecards?day=tomorrow', true, '/racing/racecards?day=tomorrow&dcmp=SL_PLUS_CARDS'],
    ['/racing/racecards', false, '/racing/racecards'],
    ['/racing/results', true, '/racing/results'],
    ['/racing/racecardsx', true, '/racing/racecardsx'],
  ])('premium racecards link %p premium=%p', (url, premium, expected) => {
    expect(racecardsLink(url, premium)).toBe(expected);
  });
});

import {
  showsFootballQuickLinks,
  ALL_COMPETITIONS,
  applyFollowed,
  compareCompetitions,
  competitionPriority,
  followedFilter,
  groupByCompetition,
  groupFixturesByDay,
  groupResultsByDay,
  leagueTablePath,
  matchPath,
  playerPath,
  statePriority,
  teamPath,
  toggleFollowed,
  upcomingMatches,
  type FollowedCompetition,
} from '../index';

const comp = (id: number, name: string, sort_order: number) => ({
  competition_reference: { id },
  name,
  sort_order,
});

describe('competition ordering and grouping', () => {
  it('sorts by sort_order with -1 last, then name', () => {
    const list = [
      { name: 'Belgian Pro League', sort_order: -1 },
      { name: 'Premier League', sort_order: 2 },
      { name: 'Club Friendlies', sort_order: -1 },
      { name: 'Champions League', sort_order: 1 },
    ].sort(compareCompetitions);
    expect(list.map((c) => c.name)).toEqual([
      'Champions League',
      'Premier League',
      'Belgian Pro League',
      'Club Friendlies',
    ]);
  });

  it('puts the others (100) after the 24 and an unranked feed entry (-1) after them all', () => {
    const list = [
      { name: 'Unranked Cup', sort_order: -1 },
      { name: 'Club Friendlies', sort_order: 100 },
      { name: 'Brazil Serie A', sort_order: 24 },
      { name: 'Belgian Pro League', sort_order: 100 },
    ].sort(compareCompetitions);
    expect(list.map((c) => c.name)).toEqual([
      'Brazil Serie A',
      'Belgian Pro League',
      'Club Friendlies',
      'Unranked Cup',
    ]);
  });

  it('knows the 24 priorities and 100 for the rest', () => {
    expect(competitionPriority('Champions League')).toBe(1);
    expect(competitionPriority('Brazil Serie A')).toBe(24);
    expect(competitionPriority('Scottish League Two')).toBe(19);
    expect(competitionPriority('Club Friendlies')).toBe(100);
  });

  it('groups fixtures by day soonest first and results newest first', () => {
    const m = (date: string, time: string) => ({ match_date: date, kick_off: `${date}T${time}:00Z` });
    const matches = [m('2026-11-22', '15:00'), m('2026-11-21', '20:00'), m('2026-11-21', '12:30')];
    expect(groupFixturesByDay(matches).map((d) => [d.date, d.matches.map((x) => x.kick_off)])).toEqual([
      ['2026-11-21', ['2026-11-21T12:30:00Z', '2026-11-21T20:00:00Z']],
      ['2026-11-22', ['2026-11-22T15:00:00Z']],
    ]);
    expect(groupResultsByDay(matches).map((d) => [d.date, d.matches.map((x) => x.kick_off)])).toEqual([
      ['2026-11-22', ['2026-11-22T15:00:00Z']],
      ['2026-11-21', ['2026-11-21T20:00:00Z', '2026-11-21T12:30:00Z']],
    ]);
  });

  it('groups matches by competition in competition order', () => {
    const groups = groupByCompetition([
      { competition: comp(31, 'Club Friendlies', -1), kick_off: '1' },
      { competition: comp(2, 'Premier League', 2), kick_off: '2' },
      { competition: comp(1, 'Champions League', 1), kick_off: '3' },
      { competition: comp(2, 'Premier League', 2), kick_off: '0' },
    ]);
    expect(groups.map((g) => [g.competition.name, g.matches.length])).toEqual([
      ['Champions League', 1],
      ['Premier League', 2],
      ['Club Friendlies', 1],
    ]);
    expect(groups[1]!.matches.map((x) => x.kick_off)).toEqual(['0', '2']);
  });
});

describe('match states', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  it('keeps only PREMATCH games whose start plus one hour is later than now', () => {
    const list = [
      { id: 'soon', state: 'PREMATCH' as const, kick_off: '2026-11-21T15:30:00Z' },
      { id: 'late-start', state: 'PREMATCH' as const, kick_off: '2026-11-21T14:30:00Z' },
      { id: 'stale', state: 'PREMATCH' as const, kick_off: '2026-11-21T14:00:00Z' },
      { id: 'live', state: 'FIRSTHALF' as const, kick_off: '2026-11-21T14:50:00Z' },
    ];
    expect(upcomingMatches(list, now).map((m) => m.id)).toEqual(['soon', 'late-start']);
  });

  it('maps states to quick-link priorities', () => {
    expect(statePriority('SECONDHALF')).toBe(1);
    expect(statePriority('SHOOTOUT')).toBe(1);
    expect(statePriority('PREMATCH')).toBe(2);
    expect(statePriority('FULLTIME')).toBe(3);
  });
});

describe('route builders', () => {
  it('builds match paths; form and overview map to the base URL', () => {
    const base = '/football/live/123/brighton-and-hove-albion-vs-atletico-madrid';
    expect(matchPath(123, 'Brighton & Hove Albion', 'Atlético Madrid')).toBe(base);
    expect(matchPath(123, 'Brighton & Hove Albion', 'Atlético Madrid', 'form')).toBe(base);
    expect(matchPath(123, 'Brighton & Hove Albion', 'Atlético Madrid', 'overview')).toBe(base);
    expect(matchPath(123, 'Brighton & Hove Albion', 'Atlético Madrid', 'stats', 'team')).toBe(
      `${base}/stats/team`,
    );
  });

  it('builds team paths, empty for team 276', () => {
    expect(teamPath("Queen's Park", 1100)).toBe('/football/team/queens-park/1100');
    expect(teamPath('Anyone', 276)).toBe('');
  });

  it('builds player and league-table paths', () => {
    expect(playerPath('Thomas Müller', 7)).toBe('/football/player/thomas-muller/7');
    expect(playerPath('A B', 7, 'stats', { slug: 'Premier League', id: 2 })).toBe(
      '/football/player/a-b/7/stats/premier-league/2',
    );
    expect(leagueTablePath('MLS', 22, 'Eastern Conference')).toBe(
      '/football/league-tables/mls/22/eastern-conference',
    );
  });
});

describe('followed competitions', () => {
  const items: FollowedCompetition[] = [
    { text: ALL_COMPETITIONS, priority: 0, enabled: true, toBeEnabled: false, toBeDisabled: false },
    { text: 'Premier League', priority: 2, enabled: false, toBeEnabled: false, toBeDisabled: false },
    { text: 'La Liga', priority: 11, enabled: false, toBeEnabled: false, toBeDisabled: false },
  ];
  it('choosing a specific one disables All; none left re-enables All; All clears the others', () => {
    const one = toggleFollowed(items, 'Premier League');
    expect(one.find((i) => i.text === ALL_COMPETITIONS)!.toBeDisabled).toBe(true);
    expect(one.find((i) => i.text === 'Premier League')!.toBeEnabled).toBe(true);
    expect(one.every((i) => i.enabled === items.find((x) => x.text === i.text)!.enabled)).toBe(true);
    const none = toggleFollowed(one, 'Premier League');
    expect(applyFollowed(none).map((i) => i.enabled)).toEqual([true, false, false]);
    const two = toggleFollowed(toggleFollowed(one, 'La Liga'), ALL_COMPETITIONS);
    expect(applyFollowed(two).map((i) => i.enabled)).toEqual([true, false, false]);
    expect(followedFilter(applyFollowed(one))).toEqual(new Set(['Premier League']));
    expect(followedFilter(items)).toBeNull();
  });
  it('does not toggle All while it is the selection', () => {
    expect(toggleFollowed(items, ALL_COMPETITIONS)).toEqual(items);
  });
});

describe('football quick-links strip', () => {
  it('shows on football pages only', () => {
    expect(showsFootballQuickLinks('/football')).toBe(true);
    expect(showsFootballQuickLinks('/football/fixtures-results')).toBe(true);
    expect(showsFootballQuickLinks('/footballers')).toBe(false);
    expect(showsFootballQuickLinks('/racing')).toBe(false);
    expect(showsFootballQuickLinks('/')).toBe(false);
  });
});

import {
  articleProblems,
  blocksText,
  type FootballMatch,
  type RaceCardEntry,
  type RaceCardResponse,
  type RaceResultSummary,
  type SportEvent,
} from '@sl/contracts';
import { openPglite, migrate } from '@sl/server-kit';
import { promosMigrations } from '../../migrations';
import { ContentRepository } from '../repository';
import { FeedUnavailable } from './client';
import { matchPreview, matchReport } from './football';
import { distanceWords, placeFigure, raceName } from './prose';
import { racePreview, raceReport } from './racing';
import { sportPreview, sportReport } from './sports';
import { writeFromFeeds } from './writer';

const entry = (n: number, name: string, odds: string, over: Partial<RaceCardEntry> = {}): RaceCardEntry => ({
  meetingDate: '2026-11-25T00:00:00.000Z',
  courseId: 48,
  raceNumber: 3,
  horseCode: `00101180${String(n).padStart(4, '0')}`,
  horseName: name,
  jockeyFullName: `Jockey ${name}`,
  jockeyCode: '',
  trainerFullName: `Trainer ${name}`,
  trainerCode: '',
  statusDescription: 'Runner',
  statusId: 21,
  entryNumber: n,
  draw: 0,
  age: 7,
  weight: '11-12',
  form: '2711',
  formPosition: 1,
  currentOdds: odds,
  bookmakerOdds: [],
  horse: {
    horseCode: '',
    performances: [
      {
        meetingDate: '2026-11-11T00:00:00.000Z',
        courseId: 48,
        raceNumber: 2,
        courseName: 'WETHERBY',
        positionOfficial: 2,
        positionPastPost: 2,
        nonFinisherCode: '',
        jockeyFullName: '',
        jockeyCode: '',
        trainerFullName: '',
        trainerCode: '',
        performanceRating: 0,
        performanceCommentShort: 'chased leaders, ran on',
        performanceCommentLong: '',
        timefigure: 0,
      },
    ],
  },
  ...over,
});

const card: RaceCardResponse = {
  raceId: 20261125483,
  meetingId: 2026112548,
  meetingDate: '2026-11-25T00:00:00.000Z',
  courseId: 48,
  raceNumber: 3,
  countryCode: 'GB',
  courseName: 'Ayr',
  title: 'Coral Handicap Chase (Class 3) (0-135, 5yo+)',
  offTime: '2026-11-25T13:05:00.000Z',
  offTimeLocal: '13:05',
  going: 'Good To Soft',
  distance: '2m 3f',
  raceClass: 3,
  prize: '£10,232',
  hasDraw: false,
  state: 'DORMANT',
  result: null,
  premium: false,
  entries: [
    entry(1, 'Swift Titus', '28/1', { form: '0P0' }),
    entry(3, 'Vintage Pinnacle', '9/2'),
    entry(4, 'Willow Smith', '5/1'),
    entry(6, 'Titan Villa', '6/1'),
    entry(9, 'Non Runner', '', { statusId: 39, statusDescription: 'Dropped out' }),
  ],
};

const result: RaceResultSummary = {
  raceId: 20261125483,
  meetingDate: '2026-11-25',
  courseName: 'Ayr',
  offTime: '2026-11-25T13:05:00.000Z',
  offTimeLocal: '13:05',
  title: card.title,
  result: {
    state: 'FINISHED',
    placings: [
      {
        horseCode: '001011800004',
        horseName: 'Willow Smith',
        entryNumber: 4,
        position: 1,
        nonFinisherCode: '',
        distance: '',
        startingPrice: '5/1',
        jockeyFullName: 'Stuart Cobham',
        trainerFullName: 'Sean Hanlon',
      },
      {
        horseCode: '001011800003',
        horseName: 'Vintage Pinnacle',
        entryNumber: 3,
        position: 2,
        nonFinisherCode: '',
        distance: '2 1/2',
        startingPrice: '9/2',
        jockeyFullName: 'Alex Phelan',
        trainerFullName: 'Georgia Brockley',
      },
      {
        horseCode: '001011800006',
        horseName: 'Titan Villa',
        entryNumber: 6,
        position: 3,
        nonFinisherCode: '',
        distance: 'nk',
        startingPrice: '6/1',
        jockeyFullName: 'Declan Nolan',
        trainerFullName: 'Daniel Tindall',
      },
      {
        horseCode: '001011800001',
        horseName: 'Swift Titus',
        entryNumber: 1,
        position: 0,
        nonFinisherCode: 'PU',
        distance: '',
        startingPrice: '28/1',
        jockeyFullName: 'Gavin Ingham',
        trainerFullName: 'Sam Cranfield',
      },
    ],
  },
};

const team = (id: number, name: string) => ({ id, name, teamAbrevName: name.slice(0, 3).toUpperCase() });
const match = (over: Partial<FootballMatch>): FootballMatch => ({
  match_reference: { id: 20260213129 },
  match_date: '2026-11-22',
  match_time: '16:30',
  kick_off: '2026-11-22T16:30:00.000Z',
  state: 'FULLTIME',
  clock: 'FT',
  match_type: 'Regular',
  round: { round_type: 'League', round_number: 13 },
  match_outcome: { result_type: 'NORMAL', winner: team(2, 'Manchester City') },
  team_score_a: { team: team(1, 'Newcastle United'), score: [{ score: 1 }] },
  team_score_b: { team: team(2, 'Manchester City'), score: [{ score: 2 }] },
  penalty_shootout_score: null,
  homeGoals: 1,
  awayGoals: 2,
  events: [
    { type: 'GOAL', minute: 4, side: 'away', player: { id: 1, name: 'Rafael Dubois' } },
    { type: 'YELLOW_CARD', minute: 17, side: 'home', player: { id: 3, name: 'Rafael Ings' } },
    { type: 'PENALTY', minute: 55, side: 'home', player: { id: 4, name: 'Joe Willock' } },
    { type: 'GOAL', minute: 76, side: 'away', player: { id: 1, name: 'Rafael Dubois' } },
    { type: 'RED_CARD', minute: 88, side: 'home', player: { id: 5, name: 'Dan Burn' } },
  ],
  competition: { competition_reference: { id: 8 }, name: 'Premier League', sort_order: 2 },
  group: null,
  match_betting_market: null,
  ...over,
});

const darts: SportEvent = {
  eventId: 'darts-20261121-grand-slam-of-darts-31',
  sport: 'darts',
  sportId: 6,
  competition: 'Grand Slam of Darts',
  round: 'Semi-final',
  venue: 'WV Active Aldersley, Wolverhampton',
  startDate: '2026-11-21',
  endDate: '2026-11-21',
  startTime: '2026-11-21T19:00:00.000Z',
  startTimeLocal: '19:00',
  competitors: [
    { name: 'Angus McAllister', country: 'SCO' },
    { name: 'Luke Humphries', country: 'ENG' },
  ],
  status: 'FINISHED',
  result: { kind: 'darts', unit: 'legs', target: 16, score: [16, 15], winner: 0, summary: '16-15' },
};

describe('prose', () => {
  it('says distances, places and race names as a racing writer would', () => {
    expect(['nk', 'shd', '1/2', '1', '2 1/2', '16', 'dist'].map(distanceWords)).toEqual([
      'a neck',
      'a short head',
      'half a length',
      'a length',
      'two and a half lengths',
      '16 lengths',
      'a distance',
    ]);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(placeFigure).join(' ')).toBe(
      '1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd',
    );
    expect(raceName('Coral Handicap Chase (Class 3) (0-135, 5yo+)')).toBe('Coral Handicap Chase');
  });
});

describe('articles composed from the feeds', () => {
  it('previews a race from its card: the favourite, the dangers, the field, the card and a verdict', () => {
    const preview = racePreview(card)!;
    expect(articleProblems(preview)).toEqual([]);
    expect(preview.slug).toBe('ayr-1305-2026-11-25-race-preview');
    expect(preview.title).toContain('Vintage Pinnacle');
    expect(preview.title).not.toContain('(Class 3)');
    expect(preview.standfirst).toBe(
      'Four go to post for the 13:05 at Ayr on Wednesday 25 November, over 2m 3f on good to soft ground. Vintage Pinnacle is the 9/2 favourite.',
    );
    const text = blocksText(preview.body);
    expect(text).toContain(
      'Vintage Pinnacle (9/2) is ridden by Jockey Vintage Pinnacle for Trainer Vintage Pinnacle',
    );
    expect(text).toContain(
      'Last time out Vintage Pinnacle finished second at Wetherby on Wednesday 11 November (chased leaders, ran on).',
    );
    expect(text).not.toContain('Non Runner');
    expect(preview.body).toContainEqual({ type: 'race-card', raceId: 20261125483 });
    expect(preview.publishedAt).toBe('2026-11-24T17:05:00.000Z');
    expect(racePreview({ ...card, entries: card.entries.slice(0, 1) })).toBeNull();
  });

  it('reports a race from its result: winner, margins, SPs and the non-finishers', () => {
    const report = raceReport(result, card)!;
    expect(articleProblems(report)).toEqual([]);
    expect(report.standfirst).toBe(
      'Willow Smith (5/1) beat Vintage Pinnacle by two and a half lengths in the 13:05 at Ayr on Wednesday 25 November.',
    );
    const text = blocksText(report.body);
    expect(text).toContain('Titan Villa (6/1) was a neck further back in third.');
    expect(text).toContain('Not everything got round: Swift Titus (pulled up).');
    expect(text).toContain('1st Willow Smith 5/1, Stuart Cobham / Sean Hanlon');
    expect(text).toContain('2nd Vintage Pinnacle 9/2 (2 1/2), Alex Phelan / Georgia Brockley');
    expect(report.tags).toEqual(['ayr', 'willow-smith', 'sean-hanlon', 'race-reports']);
    expect(raceReport({ ...result, result: { ...result.result, placings: [] } }, null)).toBeNull();
  });

  it('reports a match from its events and previews one from its prices', () => {
    const report = matchReport(match({}))!;
    expect(articleProblems(report)).toEqual([]);
    expect(report.title).toMatch(/Manchester City/);
    expect(report.standfirst).toBe(
      'Newcastle United 1-2 Manchester City in the Premier League on Sunday 22 November: three goals in all.',
    );
    const text = blocksText(report.body);
    expect(text).toContain('Rafael Dubois put Manchester City ahead in the fourth minute.');
    expect(text).toContain(
      "Joe Willock (pen 55') for Newcastle United and Rafael Dubois (76') for Manchester City followed",
    );
    expect(text).toContain("Dan Burn (Newcastle United, 88') was sent off.");
    expect(text).toContain("Manchester City: Rafael Dubois (4', 76')");
    expect(report.body).toContainEqual({ type: 'match-card', matchId: 20260213129 });
    expect(matchReport(match({ state: 'SECONDHALF' }))).toBeNull();

    const preview = matchPreview(
      match({
        state: 'PREMATCH',
        events: [],
        match_betting_market: { home: '4/5', draw: '11/4', away: '3/1' },
      }),
    )!;
    expect(articleProblems(preview)).toEqual([]);
    expect(preview.standfirst).toContain('The bookmakers make Newcastle United 4/5 favourites.');
    expect(blocksText(preview.body)).toContain(
      'Newcastle United are 4/5 to win, with Manchester City 3/1 and the draw 11/4.',
    );
  });

  it('reports and previews other sports from their events', () => {
    const report = sportReport(darts)!;
    expect(articleProblems(report)).toEqual([]);
    expect(report.sport).toBe('darts');
    expect(report.standfirst).toContain('Angus McAllister beat Luke Humphries 16-15 in legs');
    const preview = sportPreview({ ...darts, status: 'SCHEDULED', result: null })!;
    expect(articleProblems(preview)).toEqual([]);
    expect(preview.standfirst).toBe(
      'Angus McAllister meets Luke Humphries at WV Active Aldersley, Wolverhampton on Saturday 21 November, 19:00 UK time.',
    );
  });
});

describe('the feed writer', () => {
  it('writes articles once by slug, and a feed that is down costs only its own articles', async () => {
    const db = await openPglite();
    await migrate(db, promosMigrations);
    const repo = new ContentRepository(db);
    const now = new Date('2026-11-25T18:00:00Z');
    const get = async <T>(url: string): Promise<T> => {
      const path = new URL(url).pathname;
      if (path.startsWith('/api/football/')) throw new FeedUnavailable(`${url}: connect ECONNREFUSED`);
      if (path === '/api/horse-racing/v2/racing/racecards/2026-11-25')
        return {
          date: '2026-11-25',
          meetings: [
            {
              ...card,
              races: [
                {
                  raceId: card.raceId,
                  raceNumber: 3,
                  offTime: card.offTime,
                  offTimeLocal: '13:05',
                  title: card.title,
                  runners: 4,
                },
              ],
            },
          ],
        } as T;
      if (path === `/api/horse-racing/v2/racing/race/${card.raceId}`) return [card] as T;
      if (path === '/api/horse-racing/v2/racing/results/2026-11-25') return { results: [result] } as T;
      if (path.includes('/results/') || path.includes('/racecards/'))
        return { results: [], meetings: [] } as T;
      throw new FeedUnavailable(`${url} answered 404`);
    };
    const sources = { racing: 'http://racing.test', football: 'http://football.test' };
    const first = await writeFromFeeds(repo, sources, now, get);
    expect(first.written).toBe(2);
    expect(first.failures.length).toBeGreaterThan(0);
    expect(first.failures[0]).toMatch(/ECONNREFUSED/);
    const again = await writeFromFeeds(repo, sources, now, get);
    expect([again.written, again.kept]).toEqual([0, 2]);
    const { articles, total } = await repo.listVisible({ sports: ['racing'] }, 1, 10, now);
    expect(total).toBe(2);
    expect(articles.map((a) => a.slug).sort()).toEqual([
      'ayr-1305-2026-11-25-race-preview',
      'ayr-1305-2026-11-25-race-report',
    ]);
    await db.close();
  });

  it("keeps a sport's news filled while the day's reports wait for the evening", async () => {
    const db = await openPglite();
    await migrate(db, promosMigrations);
    const repo = new ContentRepository(db);
    // Three darts sessions finished today by 16:00; their reports are due at 22:00. Two finished before.
    const finished = (day: string, n: number): SportEvent => ({
      ...darts,
      eventId: `darts-${day.replace(/-/g, '')}-players-championship-finals-${n}`,
      startDate: day,
      endDate: day,
      startTime: `${day}T12:00:00.000Z`,
    });
    const events = [
      finished('2026-11-27', 1),
      finished('2026-11-28', 2),
      finished('2026-11-29', 3),
      finished('2026-11-29', 4),
      finished('2026-11-29', 5),
    ];
    const get = async <T>(url: string): Promise<T> => {
      const { pathname, searchParams } = new URL(url);
      if (pathname === '/api/football/v1/sports/darts/events' && searchParams.get('to') === '2026-11-29')
        return { events } as T;
      if (pathname.includes('/sports/')) return { events: [] } as T;
      throw new FeedUnavailable(`${url} answered 404`);
    };
    const sources = { racing: 'http://racing.test', football: 'http://football.test' };
    const visible = async (at: string) =>
      (await repo.listVisible({ sports: ['darts'] }, 1, 10, new Date(at))).articles.map((a) => a.slug);
    await writeFromFeeds(repo, sources, new Date('2026-11-29T16:00:00Z'), get);
    expect(await visible('2026-11-29T16:00:00Z')).toEqual([
      'darts-20261128-players-championship-finals-2-report',
      'darts-20261127-players-championship-finals-1-report',
    ]);
    expect(await visible('2026-11-29T22:00:00Z')).toHaveLength(5);
    await db.close();
  });

  it("has racing features on a fresh store at 03:00 London, before the day's edition is due at 07:00", async () => {
    const db = await openPglite();
    await migrate(db, promosMigrations);
    const repo = new ContentRepository(db);
    const now = new Date('2026-11-26T03:00:00Z');
    // Stuart Cobham rides a winner on each of the two days before yesterday.
    const won = (date: string, raceId: number, courseName: string): RaceResultSummary => ({
      ...result,
      raceId,
      meetingDate: date,
      courseName,
      offTime: `${date}T13:05:00.000Z`,
    });
    const results: Record<string, RaceResultSummary[]> = {
      '2026-11-23': [won('2026-11-23', 20261123011, 'Kelso')],
      '2026-11-24': [won('2026-11-24', 20261124021, 'Ayr')],
    };
    const get = async <T>(url: string): Promise<T> => {
      const path = new URL(url).pathname;
      const day = /\/results\/(\d{4}-\d{2}-\d{2})$/.exec(path)?.[1];
      if (day) return { results: results[day] ?? [] } as T;
      if (path.includes('/racecards/')) return { meetings: [] } as T;
      throw new FeedUnavailable(`${url} answered 404`);
    };
    const sources = { racing: 'http://racing.test', football: 'http://football.test' };
    await writeFromFeeds(repo, sources, now, get);
    const features = await repo.listVisible({ sports: ['racing'], categories: ['features'] }, 1, 10, now);
    expect(features.articles.map((a) => a.slug)).toContain('jockeys-in-form-2026-11-25');
    const feature = features.articles.find((a) => a.slug === 'jockeys-in-form-2026-11-25')!;
    expect(feature.title).toBe('Jockeys in form: Stuart Cobham leads the way with two winners');
    // Today's edition is written too, and appears at 07:00.
    const later = await repo.listVisible(
      { sports: ['racing'], categories: ['features'] },
      1,
      10,
      new Date('2026-11-26T07:00:00Z'),
    );
    expect(later.articles.map((a) => a.slug)).toContain('jockeys-in-form-2026-11-26');
    await db.close();
  });
});

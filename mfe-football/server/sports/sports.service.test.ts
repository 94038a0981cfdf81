import type { Db } from '@sl/server-kit';
import type { SportEventResponse, SportEventsResponse, SportTipsResponse } from '@sl/contracts';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { buildFootballApp } from '../app';

// Late November 2026: the ATP Finals are done, the UK Championship is on, the NFL is in its regular season.
const NOW = new Date('2026-11-29T16:00:00Z');

describe.each(testDatabases())('other sports API on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  const get = async <T>(path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    db = await open();
    const app = await buildFootballApp({ db, allowedOrigins: [], distDir: '/nonexistent', now: () => NOW });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('lists a sport’s events in a date range, results only for finished ones, and serves one event by id', async () => {
    const { status, body } = await get<SportEventsResponse>(
      '/api/football/v1/sports/snooker/events?from=2026-11-20&to=2026-12-10',
    );
    expect(status).toBe(200);
    expect(body.events.length).toBeGreaterThan(10);
    expect(
      body.events.every((e) => e.competition === 'UK Championship' && e.venue === 'York Barbican, York'),
    ).toBe(true);
    for (const e of body.events) expect(e.result !== null).toBe(e.status === 'FINISHED');
    expect(body.events.some((e) => e.status === 'FINISHED')).toBe(true);
    expect(body.events.some((e) => e.status === 'SCHEDULED')).toBe(true);
    const done = body.events.find((e) => e.status === 'FINISHED');
    const one = await get<SportEventResponse>(`/api/football/v1/sports/snooker/events/${done?.eventId}`);
    expect(one.status).toBe(200);
    expect(one.body.event).toEqual(done);

    const nfl = await get<SportEventsResponse>('/api/football/v1/sports/nfl/events');
    expect(nfl.body.from).toBe('2026-11-29');
    expect(nfl.body.to).toBe('2026-12-05');
    expect(nfl.body.events.length).toBeGreaterThan(10);
    const may = await get<SportEventsResponse>(
      '/api/football/v1/sports/nfl/events?from=2026-05-01&to=2026-05-31',
    );
    expect(may.body.events).toEqual([]);
  });

  it('answers 400 for bad dates and ranges, 404 for an unknown sport or event', async () => {
    const bad = await get<{ error: { code: string; message: string } }>(
      '/api/football/v1/sports/darts/events?from=2026-02-30&to=2026-03-01',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_DATE');
    const long = await get<{ error: { code: string; message: string } }>(
      '/api/football/v1/sports/darts/events?from=2026-01-01&to=2026-02-01',
    );
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('BAD_RANGE');
    expect(long.body.error.message).toContain('at most 31 days');
    const backwards = await get<{ error: { code: string } }>(
      '/api/football/v1/sports/darts/events?from=2026-01-10&to=2026-01-01',
    );
    expect(backwards.status).toBe(400);
    const ok31 = await get<SportEventsResponse>(
      '/api/football/v1/sports/darts/events?from=2026-12-01&to=2026-12-31',
    );
    expect(ok31.status).toBe(200);
    const sport = await get<{ error: { code: string; message: string } }>(
      '/api/football/v1/sports/curling/events',
    );
    expect(sport.status).toBe(404);
    expect(sport.body.error.code).toBe('SPORT_NOT_FOUND');
    expect(sport.body.error.message).toContain('darts');
    for (const id of ['darts-20260101-nothing-1', 'not an id', 'snooker-20261128-uk-championship-999']) {
      const missing = await get<{ error: { code: string } }>(
        `/api/football/v1/sports/darts/events/${encodeURIComponent(id)}`,
      );
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('EVENT_NOT_FOUND');
    }
  });
  it('tips each event of the range at a two-way price, settles finished ones, and counts the 30-day record', async () => {
    const { status, body } = await get<SportTipsResponse>(
      '/api/football/v1/sports/snooker/tips?from=2026-11-20&to=2026-12-10',
    );
    expect(status).toBe(200);
    const events = await get<SportEventsResponse>(
      '/api/football/v1/sports/snooker/events?from=2026-11-20&to=2026-12-10',
    );
    const started = events.body.events.filter((e) => e.startDate >= '2026-11-20');
    expect(body.tips.map((t) => t.eventId)).toEqual(started.map((e) => e.eventId));
    for (const tip of body.tips) {
      const event = started.find((e) => e.eventId === tip.eventId)!;
      if (event.status === 'FINISHED') {
        const winner = event.result && 'winner' in event.result ? event.result.winner : null;
        expect(tip.result).toBe(winner === tip.selection.side ? 'won' : 'lost');
      } else expect(tip.result).toBe('pending');
      expect(tip.path).toBe(`/snooker/events/${tip.eventId}`);
      expect(tip.reasoning).toContain(tip.selection.name);
    }
    expect(body.recordFrom).toBe('2026-10-31');
    expect(body.record.runs).toBeGreaterThan(0);

    const golf = await get<SportTipsResponse>('/api/football/v1/sports/golf/tips');
    expect(golf.status).toBe(200);
    expect(golf.body.tips).toEqual([]);
    expect((await get('/api/football/v1/sports/curling/tips')).status).toBe(404);
    expect((await get('/api/football/v1/sports/darts/tips?from=2026-01-01&to=2026-03-01')).status).toBe(400);
  });
});

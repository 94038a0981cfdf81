import { type LiveResponse, type PageStatus, type RaceResultSummary } from '@sl/contracts';
import {
  entryProblems,
  type EarlyEntriesResponse,
  type ReplayResponse,
  type ReplaysDayResponse,
} from '@sl/contracts/race-history';
import type { Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import { conditionsOf, horseFactsOn, isBigRace } from '../entries/early-entries';
import { racesOn } from '../feed/world/calendar';
import { coreDay } from '../feed/world/day';
import { horseByCode } from '../feed/world/horses';
import { DEFAULT_WORLD_SEED } from '../feed/world/types';
import { TEST_DAY, TEST_NOW, errorCode, startRacing } from '../testing';

const YESTERDAY = '2026-06-14';
const PLUS_TOKEN = 'plus-member-token';

describe.each(testDatabases())('replays, early entries and Timeform Live on $label', ({ open }) => {
  let db: Db;
  let close: () => Promise<void>;
  let get: (path: string, init?: RequestInit) => Promise<Response>;
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await get(path, init);
    expect([path, response.status]).toEqual([path, 200]);
    return (await response.json()) as T;
  };
  const found = async (path: string) =>
    (await json<PageStatus>(`/api/horse-racing/v2/racing/page-status?path=${encodeURIComponent(path)}`))
      .found;

  beforeAll(async () => {
    db = await open();
    const started = await startRacing(db, async (token) => token === PLUS_TOKEN, { tipsHistoryDays: 0 });
    get = started.get;
    close = async () => {
      await started.app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('lists a day of replays that agrees with the results, and draws each finish from its result', async () => {
    const day = await json<ReplaysDayResponse>(`/api/horse-racing/v2/racing/replays/${YESTERDAY}`);
    expect(day.days[0]).toBe(TEST_DAY);
    expect(day.days).toHaveLength(7);
    const { results } = await json<{ results: RaceResultSummary[] }>(
      `/api/horse-racing/v2/racing/results/${YESTERDAY}`,
    );
    expect(day.races.map((r) => r.raceId).sort()).toEqual(results.map((r) => r.raceId).sort());
    for (const r of day.races) {
      const result = results.find((x) => x.raceId === r.raceId)!.result;
      const winner = result.placings.find((p) => p.position === 1)!;
      expect(r.winner).toEqual(
        expect.objectContaining({ horseName: winner.horseName, startingPrice: winner.startingPrice }),
      );
    }

    const race = day.races[0]!;
    const replay = await json<ReplayResponse>(`/api/horse-racing/v2/racing/replay/${race.raceId}`);
    expect(replay.title).toBe(race.title);
    const finishers = replay.result.placings.filter((p) => p.position > 0);
    expect(replay.finish.slice(0, finishers.length).map((f) => f.horseCode)).toEqual(
      [...finishers].sort((a, b) => a.position - b.position).map((p) => p.horseCode),
    );
    const behind = replay.finish.map((f) => f.lengthsBehind);
    expect([...behind].sort((a, b) => a - b)).toEqual(behind);
    expect(behind[0]).toBe(0);
    expect(replay.commentary[0]).toContain(race.winner.horseName);
    // World horses race in their owners' colours.
    for (const p of replay.result.placings)
      expect(replay.silks[p.horseCode]).toBe(horseByCode(DEFAULT_WORLD_SEED, p.horseCode)!.owner.silks);
  });

  it("shows only today's races that have been run, and none outside the replay days", async () => {
    const today = await json<ReplaysDayResponse>(`/api/horse-racing/v2/racing/replays/${TEST_DAY}`);
    expect(today.races.length).toBeGreaterThan(0);
    for (const r of today.races)
      expect(Date.parse(r.offTime)).toBeLessThanOrEqual(TEST_NOW.getTime() - 5 * 60_000);

    const cards = (
      await json<{ meetings: { races: { raceId: number; offTime: string }[] }[] }>(
        `/api/horse-racing/v2/racing/racecards/${TEST_DAY}`,
      )
    ).meetings.flatMap((m) => m.races);
    const toRun = cards.find((r) => Date.parse(r.offTime) > TEST_NOW.getTime())!;
    const run = today.races[0]!;

    expect((await get(`/api/horse-racing/v2/racing/replay/${toRun.raceId}`)).status).toBe(404);
    const unknown = await get('/api/horse-racing/v2/racing/replay/20260615999');
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('REPLAY_NOT_FOUND');
    expect(await errorCode(await get('/api/horse-racing/v2/racing/replay/abc'))).toBe('BAD_RACE_ID');
    expect(await errorCode(await get('/api/horse-racing/v2/racing/replays/2026-06-01'))).toBe('NO_REPLAYS');
    expect(await errorCode(await get('/api/horse-racing/v2/racing/replays/2026-13-01'))).toBe('BAD_DATE');

    expect(await found(`/racing/replays/${run.raceId}/some-slug`)).toBe(true);
    expect(await found(`/racing/replays/${run.raceId}`)).toBe(true);
    expect(await found(`/racing/replays/${toRun.raceId}/not-run-yet`)).toBe(false);
    expect(await found('/racing/replays/20260615999')).toBe(false);
    expect(await found('/racing/replays/nonsense')).toBe(false);
    expect(await found(`/racing/replays/on/${YESTERDAY}`)).toBe(true);
    expect(await found('/racing/replays/on/2026-05-01')).toBe(false);
    expect(await found('/racing/replays/on/2026-02-30')).toBe(false);
    for (const page of [
      '/racing/replays',
      '/racing/abc-guide',
      '/racing/early-entries',
      '/racing/timeform-live',
    ])
      expect(await found(page)).toBe(true);
  });

  it('draws an older replay day from the racing world', async () => {
    const older = '2026-06-12';
    const day = await json<ReplaysDayResponse>(`/api/horse-racing/v2/racing/replays/${older}`);
    const world = coreDay(DEFAULT_WORLD_SEED, older, racesOn).races;
    expect(day.races).toHaveLength(world.length);
    for (const r of day.races) {
      const race = world.find((w) => w.plan.raceId === r.raceId)!;
      expect(r.winner.horseName).toBe(race.finish[0]!.horse.name);
      expect(r.winner.startingPrice).toBe(race.finish[0]!.sp);
    }
  });

  it("gives today's races with their status, results as they land and Plus notes only with access", async () => {
    const free = await json<LiveResponse>('/api/horse-racing/v2/racing/live');
    expect(free.date).toBe(TEST_DAY);
    expect(free.premium).toBe(false);
    expect(free.races.length).toBeGreaterThan(0);
    for (const r of free.races) {
      expect(r.notes).toBeUndefined();
      const off = Date.parse(r.offTime);
      const mins = (TEST_NOW.getTime() - off) / 60_000;
      expect(r.status).toBe(mins < 0 ? 'upcoming' : mins < 5 ? 'off' : 'result');
      expect(r.result === null).toBe(r.status !== 'result');
    }
    const wrong = await json<LiveResponse>('/api/horse-racing/v2/racing/live', {
      headers: { 'x-token': 'nope' },
    });
    expect(wrong.premium).toBe(false);

    const plus = await json<LiveResponse>('/api/horse-racing/v2/racing/live', {
      headers: { 'x-token': PLUS_TOKEN },
    });
    expect(plus.premium).toBe(true);
    for (const r of plus.races) {
      expect(['strong', 'even', 'steady']).toContain(r.notes!.pace);
      expect(r.notes!.topRated.length).toBeGreaterThan(0);
      const finishers = r.result?.placings.filter((p) => p.position > 0) ?? [];
      expect(r.notes!.inRunning.filter((n) => n.position > 0).map((n) => n.horseName)).toEqual(
        finishers.map((p) => p.horseName),
      );
    }
    const winnerNote = plus.races.find((r) => r.status === 'result')!.notes!.inRunning[0]!;
    expect(winnerNote.comment.length).toBeGreaterThan(5);
  });

  it('enters horses for the big races ahead that fit each race and are entered once a day', async () => {
    const body = await json<EarlyEntriesResponse>('/api/horse-racing/v2/racing/early-entries');
    expect(body.from).toBe('2026-06-16');
    expect(body.races.length).toBeGreaterThan(0);
    // Royal Ascot opens the day after the test day.
    expect(body.races.some((r) => r.courseName === 'Ascot' && r.title.includes('Queen Anne'))).toBe(true);
    const byDay = new Map<string, Set<string>>();
    for (const race of body.races) {
      expect(race.date >= body.from && race.date <= body.to).toBe(true);
      const plan = racesOn(race.date, DEFAULT_WORLD_SEED)
        .flatMap((m) => m.races)
        .find((p) => p.raceId === race.raceId)!;
      expect(isBigRace(plan)).toBe(true);
      expect(race.conditions).toEqual(conditionsOf(plan));
      expect(race.entries.length).toBeGreaterThan(0);
      const seen = byDay.get(race.date) ?? new Set<string>();
      byDay.set(race.date, seen);
      for (const e of race.entries) {
        const horse = horseByCode(DEFAULT_WORLD_SEED, e.horseCode)!;
        expect(horse.name).toBe(e.horseName);
        const facts = horseFactsOn(DEFAULT_WORLD_SEED, horse, race.date, plan);
        expect([e.horseName, entryProblems(facts, race.conditions)]).toEqual([e.horseName, []]);
        expect(e.rating).toBe(facts.rating);
        expect([e.horseName, seen.has(e.horseCode)]).toEqual([e.horseName, false]);
        seen.add(e.horseCode);
      }
    }
    // Every horse the world declares for a big race tomorrow was among its entries.
    const tomorrow = coreDay(DEFAULT_WORLD_SEED, '2026-06-16', racesOn).races.filter((r) =>
      isBigRace(r.plan),
    );
    for (const race of tomorrow) {
      const listed = body.races.find((r) => r.raceId === race.plan.raceId)!;
      const codes = new Set(listed.entries.map((e) => e.horseCode));
      for (const e of race.entries) expect(codes.has(e.horse.code)).toBe(true);
    }
  });
});

import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import type { Db } from '@sl/server-kit';
import type { FootballMatch, TippingRecordsResponse, TipsResponse } from '@sl/contracts';
import type { TournamentResponse, TournamentsResponse } from '../../src/tournaments/types';
import type { TransfersResponse } from '../../src/transfers/types';
import type { VidiprinterResponse } from '../../src/vidiprinter/types';
import { buildFootballApp } from '../app';

// Saturday 21 November 2026, late morning: the day's tips are given and nothing has kicked off yet.
const MORNING = new Date('2026-11-21T10:00:00Z');
// Early on Sunday: every Saturday match is over.
const SUNDAY = new Date('2026-11-22T03:00:00Z');
const DAY = '2026-11-21';

describe.each(testDatabases())(
  'football tips, vidiprinter, transfers and tournaments over HTTP on $label',
  ({ open }) => {
    let db: Db;
    let base: string;
    let close: () => Promise<void>;
    let now = MORNING;
    const get = async <T>(path: string) => {
      const res = await fetch(`${base}${path}`);
      return { status: res.status, body: (await res.json()) as T };
    };

    beforeAll(async () => {
      db = await open();
      const app = await buildFootballApp({
        db,
        allowedOrigins: [],
        distDir: '/nonexistent',
        now: () => now,
        // Tips kept from the day before: the test makes three days of tips, not a season's.
        tipsHistoryFrom: () => '2026-11-20',
      });
      base = await listenForTest(app);
      close = async () => {
        await app.close();
        await db.close();
      };
    });
    afterAll(() => close());

    it('gives the day’s tips on real matches, then settles them from the final scores and the records move', async () => {
      now = MORNING;
      const before = await get<TipsResponse>(`/api/football/v1/tips?date=${DAY}`);
      expect(before.status).toBe(200);
      expect(before.body.sport).toBe('football');
      const tips = before.body.tips;
      expect(tips.length).toBeGreaterThanOrEqual(6);
      expect(tips.every((t) => t.result === 'pending' && t.profit === null && t.reasoning.length > 80)).toBe(
        true,
      );
      expect(new Set(tips.map((t) => t.tipster.id))).toEqual(
        new Set(['frankie-doyle', 'sam-achterberg', 'lucy-barnes']),
      );
      const acca = tips.find((t) => t.market === 'Accumulator')!;
      expect(acca.legs!.length).toBeGreaterThanOrEqual(3);
      // One nap per tipster.
      for (const id of ['frankie-doyle', 'sam-achterberg', 'lucy-barnes'])
        expect(tips.filter((t) => t.tipster.id === id && t.nap)).toHaveLength(1);

      const recordsBefore = await get<TippingRecordsResponse>('/api/football/v1/tipping-records?period=14d');
      expect(recordsBefore.status).toBe(200);
      const pendingBefore = recordsBefore.body.rows.reduce((n, r) => n + r.record.pending, 0);
      expect(pendingBefore).toBeGreaterThanOrEqual(tips.length);

      now = SUNDAY;
      const after = await get<TipsResponse>(`/api/football/v1/tips?date=${DAY}`);
      const settled = after.body.tips;
      expect(settled.map((t) => t.id)).toEqual(tips.map((t) => t.id));
      expect(settled.every((t) => t.result !== 'pending' && t.profit !== null)).toBe(true);

      // Each single agrees with the 90-minute score the match page shows.
      for (const tip of settled.filter((t) => !t.legs)) {
        const { body: match } = await get<FootballMatch>(`/api/football/v2/match/${tip.event.id}`);
        expect(match.state === 'FULLTIME' || match.state === 'ABANDONED').toBe(true);
        if (match.state === 'ABANDONED') {
          expect(tip.result).toBe('void');
          continue;
        }
        const goals = (side: 'home' | 'away') =>
          match.events.filter(
            (e) => e.side === side && e.minute <= 90 && ['GOAL', 'PENALTY', 'OWN_GOAL'].includes(e.type),
          ).length;
        const [h, a] = [goals('home'), goals('away')];
        const won: Record<string, boolean> = {
          home: h > a,
          draw: h === a,
          away: a > h,
          'btts-yes': h > 0 && a > 0,
          'btts-no': h === 0 || a === 0,
          'over-2.5': h + a > 2,
          'under-2.5': h + a < 3,
          [`cs-${h}-${a}`]: true,
        };
        expect(tip.result).toBe(won[tip.selection.id] ? 'won' : 'lost');
        expect(tip.profit).toBeCloseTo(tip.result === 'won' ? decimal(tip.price) - 1 : -1, 2);
      }
      const settledAcca = settled.find((t) => t.id === acca.id)!;
      const legsWon = settledAcca.legs!.every((l) => l.result === 'won' || l.result === 'void');
      expect(settledAcca.result).toBe(legsWon ? 'won' : 'lost');

      const recordsAfter = await get<TippingRecordsResponse>('/api/football/v1/tipping-records?period=14d');
      const runs = (r: TippingRecordsResponse) => r.rows.reduce((n, row) => n + row.record.runs, 0);
      const profit = (r: TippingRecordsResponse) => r.rows.reduce((n, row) => n + row.record.profit, 0);
      const voids = settled.filter((t) => t.result === 'void').length;
      expect(runs(recordsAfter.body) - runs(recordsBefore.body)).toBe(settled.length - voids);
      const dayProfit = settled.reduce((n, t) => n + t.profit!, 0);
      expect(profit(recordsAfter.body) - profit(recordsBefore.body)).toBeCloseTo(dayProfit, 1);

      const one = await get<TippingRecordsResponse>(
        '/api/football/v1/tipping-records?tipster=lucy-barnes&period=14d',
      );
      expect(one.body.rows.map((r) => r.tipster.id)).toEqual(['lucy-barnes']);
      expect(one.body.recent!.every((t) => t.tipster.id === 'lucy-barnes')).toBe(true);
      expect(one.body.rows[0]!.series.length).toBeGreaterThan(0);
    });

    it('answers bad input with 400 and a message', async () => {
      for (const path of [
        '/api/football/v1/tips?date=2026-13-01',
        '/api/football/v1/tips?date=2027-06-01',
        '/api/football/v1/tipping-records?period=year',
        '/api/football/v1/tipping-records?tipster=harriet-lane',
        '/api/football/v1/tipping-records?tipster=nobody',
      ]) {
        const { status, body } = await get<{ error: { message: string } }>(path);
        expect(status).toBe(400);
        expect(body.error.message.length).toBeGreaterThan(5);
      }
    });

    it('prints the vidiprinter newest first and only what came after `since`', async () => {
      const at = '2026-11-21T17:05:00Z';
      const { status, body } = await get<VidiprinterResponse>(`/api/football/v1/vidiprinter?at=${at}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeGreaterThan(20);
      const times = body.items.map((i) => Date.parse(i.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(times.every((t) => t <= Date.parse(at))).toBe(true);
      expect(body.items.some((i) => i.kind === 'full-time' && / \(FT\)$/.test(i.text))).toBe(true);
      expect(
        body.items.filter((i) => i.kind === 'goal').every((i) => /\(\S.* \d+( pen| og)?\)/.test(i.text)),
      ).toBe(true);
      const since = body.items[5]!.at;
      const later = await get<VidiprinterResponse>(`/api/football/v1/vidiprinter?at=${at}&since=${since}`);
      expect(later.body.items.map((i) => i.id)).toEqual(
        body.items.filter((i) => Date.parse(i.at) > Date.parse(since)).map((i) => i.id),
      );
      expect((await get(`/api/football/v1/vidiprinter?since=yesterday`)).status).toBe(400);
      expect((await get(`/api/football/v1/vidiprinter?at=${at}&since=2026-11-22T00:00:00Z`)).status).toBe(
        400,
      );
    });

    it('lists done deals that agree with the match events: the player is never seen for his new club before he joins', async () => {
      now = MORNING;
      const { status, body } = await get<TransfersResponse>('/api/football/v1/transfers');
      expect(status).toBe(200);
      expect(body.window.id).toBe('summer-2026');
      expect(body.window.state).toBe('closed');
      expect(body.windows.map((w) => w.id)).toEqual(['january-2027', 'summer-2026', 'january-2026']);
      const confirmed = body.transfers.filter((t) => t.status === 'confirmed');
      expect(confirmed.length).toBeGreaterThan(20);
      for (const deal of confirmed.slice(0, 6)) {
        expect(deal.date >= '2026-06-16' && deal.date <= '2026-09-01').toBe(true);
        expect(Math.floor(deal.player.id / 100)).toBe(deal.to.id);
        const { body: team } = await get<{ matches: FootballMatch[] }>(
          `/api/football/v2/teams/${deal.to.id}`,
        );
        const seen = team.matches.filter((m) => m.events.some((e) => e.player.id === deal.player.id));
        expect(seen.every((m) => m.match_date > deal.date)).toBe(true);
        const { body: old } = await get<{ matches: FootballMatch[] }>(
          `/api/football/v2/teams/${deal.from.id}`,
        );
        expect(old.matches.some((m) => m.events.some((e) => e.player.id === deal.player.id))).toBe(false);
      }
      const club = confirmed[0]!.to.id;
      const filtered = await get<TransfersResponse>(`/api/football/v1/transfers?club=${club}`);
      expect(filtered.body.transfers.length).toBeGreaterThan(0);
      expect(filtered.body.transfers.every((t) => t.to.id === club || t.from.id === club)).toBe(true);
      expect((await get('/api/football/v1/transfers?window=summer-1990')).status).toBe(400);
      expect((await get('/api/football/v1/transfers?club=abc')).status).toBe(400);
    });

    it('shows tournaments with rounds, a league-phase table and the next draw', async () => {
      now = MORNING;
      const list = await get<TournamentsResponse>('/api/football/v1/tournaments');
      expect(list.body.tournaments.map((t) => t.slug)).toEqual(
        expect.arrayContaining(['champions-league', 'fa-cup', 'league-cup', 'internationals']),
      );
      const { body: cup } = await get<TournamentResponse>('/api/football/v1/tournaments/fa-cup');
      expect(cup.rounds[0]!.name).toBe('First round');
      expect(cup.rounds[0]!.status).toBe('complete');
      const undrawn = cup.rounds.filter((r) => r.status === 'to-be-drawn');
      expect(undrawn.length).toBeGreaterThan(0);
      expect(undrawn.every((r) => r.matches.length === 0 && r.ties > 0)).toBe(true);
      expect(cup.draw?.state).toBe('pending');
      const { body: ucl } = await get<TournamentResponse>('/api/football/v1/tournaments/champions-league');
      expect(ucl.table?.groups[0]!.rows.length).toBeGreaterThan(10);
      expect(ucl.draw).toBeNull();
      expect((await get('/api/football/v1/tournaments/premier-league')).status).toBe(404);
      expect((await get('/api/football/v1/tournaments/Bad_Slug')).status).toBe(400);
    });
  },
);

function decimal(price: string): number {
  if (price === 'evs') return 2;
  const [n, d] = price.split('/').map(Number) as [number, number];
  return n / d + 1;
}

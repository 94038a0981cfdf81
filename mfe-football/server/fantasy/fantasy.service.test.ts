import {
  FANTASY_API,
  FANTASY_BUDGET,
  type FantasyGameweeksResponse,
  type FantasyLeagueResponse,
  type FantasyPick,
  type FantasyPlayer,
  type FantasyPlayersResponse,
  type FantasyPosition,
  type FantasyTeamInput,
  type FantasyTeamResponse,
} from '@sl/contracts/fantasy';
import { createService, migrate, type Db } from '@sl/server-kit';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { footballMigrations } from '../migrations';
import { registerFantasy } from '.';
import type { VerifiedMember } from '@sl/server-kit';

const MEMBERS: Record<string, VerifiedMember> = {
  'token-ann': { sub: 'ann', email: 'ann@example.com', name: 'Ann', premium: false, roles: [] },
  'token-bob': { sub: 'bob', email: 'bob@example.com', name: 'Bob', premium: false, roles: [] },
};

/** Cheapest players first, at most `perClub` from a club, starters (shirts 1 to 11, who play every match) only. */
function pickSquad(players: FantasyPlayer[], perClub = 3): FantasyTeamInput {
  const need: Record<FantasyPosition, number> = { GK: 2, DEF: 5, MID: 5, FWD: 3 };
  const starting: Record<FantasyPosition, number> = { GK: 1, DEF: 4, MID: 4, FWD: 2 };
  const clubs = new Map<number, number>();
  const picks: FantasyPick[] = [];
  for (const p of [...players].filter((p) => p.shirt <= 11).sort((a, b) => a.price - b.price)) {
    if (need[p.position] === 0 || (clubs.get(p.club.id) ?? 0) >= perClub) continue;
    need[p.position]--;
    clubs.set(p.club.id, (clubs.get(p.club.id) ?? 0) + 1);
    const starts = starting[p.position] > 0;
    if (starts) starting[p.position]--;
    picks.push({ playerId: p.id, starting: starts });
  }
  const captain = picks.find(
    (p) => p.starting && players.find((x) => x.id === p.playerId)?.position === 'FWD',
  )!;
  return { name: 'Ings Wings', picks, captainId: captain.playerId };
}

describe.each(testDatabases())('fantasy football service on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  // The season's first gameweek is ahead until the clock is moved on.
  let now = new Date('2026-08-01T12:00:00Z');
  const call = async <T>(method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  let players: FantasyPlayer[];

  beforeAll(async () => {
    db = await open();
    await migrate(db, footballMigrations);
    const app = createService({ name: 'football', db });
    await registerFantasy(app, {
      db,
      now: () => now,
      verifyAccessToken: async (token) => MEMBERS[token] ?? null,
    });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
    players = (await call<FantasyPlayersResponse>('GET', FANTASY_API.players)).body.players;
  });
  afterAll(() => close());

  it('lists the 20 Premier League squads, filtered by position and club, sorted by price or points', async () => {
    expect(players).toHaveLength(500);
    expect(players.map((p) => p.price)).toEqual([...players.map((p) => p.price)].sort((a, b) => b - a));
    const keepers = await call<FantasyPlayersResponse>('GET', `${FANTASY_API.players}?position=GK`);
    expect(keepers.body.players).toHaveLength(40);
    expect(keepers.body.clubs).toHaveLength(20);
    const club = keepers.body.clubs[0]!;
    const squad = await call<FantasyPlayersResponse>(
      'GET',
      `${FANTASY_API.players}?clubId=${club.id}&sort=points`,
    );
    expect(squad.body.players).toHaveLength(25);
    expect(squad.body.players.every((p) => p.club.id === club.id)).toBe(true);
    expect((await call('GET', `${FANTASY_API.players}?position=COACH`)).status).toBe(400);
    expect((await call('GET', `${FANTASY_API.players}?clubId=1`)).status).toBe(400);
  });

  it('needs a signed-in member for the team: 401 without a token or with a bad one', async () => {
    expect((await call('GET', FANTASY_API.team)).status).toBe(401);
    expect((await call('GET', FANTASY_API.team, 'forged')).status).toBe(401);
    const team = pickSquad(players);
    expect((await call('PUT', FANTASY_API.team, undefined, team)).status).toBe(401);
    const mine = await call<FantasyTeamResponse>('GET', FANTASY_API.team, 'token-ann');
    expect(mine.status).toBe(200);
    expect(mine.body.team).toBeNull();
  });

  it('answers 400 with a clear message for an invalid squad', async () => {
    type Err = { error: { code: string; message: string } };
    const fourFromOneClub = pickSquad(players, 4);
    const clubLimit = await call<Err>('PUT', FANTASY_API.team, 'token-ann', fourFromOneClub);
    expect(clubLimit.status).toBe(400);
    expect(clubLimit.body.error.message).toMatch(/You have 4 players from .+: at most 3 from one club\./);

    const dear = [...players].sort((a, b) => b.price - a.price);
    const rich = pickSquad(dear.map((p) => ({ ...p, price: -p.price })));
    const overBudget = await call<Err>('PUT', FANTASY_API.team, 'token-ann', rich);
    expect(overBudget.status).toBe(400);
    expect(overBudget.body.error.message).toMatch(/over the £100\.0m budget/);

    const shape = pickSquad(players);
    const forward = players.find(
      (p) => p.position === 'FWD' && !shape.picks.some((x) => x.playerId === p.id),
    )!;
    const keeper = shape.picks.find(
      (p) => !p.starting && players.find((x) => x.id === p.playerId)?.position === 'GK',
    )!;
    keeper.playerId = forward.id;
    const wrongShape = await call<Err>('PUT', FANTASY_API.team, 'token-ann', shape);
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.error.message).toContain('you have 1 goalkeeper, 4 forwards');

    expect((await call('PUT', FANTASY_API.team, 'token-ann', { name: 'x' })).status).toBe(400);
  });

  it('saves a valid team for the next gameweek and scores it from the feed once that gameweek is played', async () => {
    const gameweeks = (await call<FantasyGameweeksResponse>('GET', FANTASY_API.gameweeks)).body;
    expect(gameweeks.gameweeks).toHaveLength(38);
    expect(gameweeks.next).toBe(1);
    const team = pickSquad(players);
    const saved = await call<FantasyTeamResponse>('PUT', FANTASY_API.team, 'token-ann', team);
    expect(saved.status).toBe(200);
    expect(saved.body.team).toMatchObject({ name: 'Ings Wings', fromGameweek: 1, captainId: team.captainId });
    expect(saved.body.team!.value).toBeLessThanOrEqual(FANTASY_BUDGET);
    const bob = {
      ...pickSquad(players.filter((p) => p.position !== 'FWD' || p.shirt !== 9)),
      name: 'Bobby Dazzlers',
    };
    expect((await call('PUT', FANTASY_API.team, 'token-bob', bob)).status).toBe(200);

    // A minute before gameweek 2's deadline: gameweek 1 is over.
    now = new Date(Date.parse(gameweeks.gameweeks[1]!.deadline) - 60_000);
    const after = (await call<FantasyGameweeksResponse>('GET', FANTASY_API.gameweeks)).body;
    expect(after.gameweeks[0]!.status).toBe('finished');
    const mine = (await call<FantasyTeamResponse>('GET', FANTASY_API.team, 'token-ann')).body;
    // Every starter played (shirts 1 to 11 start every match), so the team's points are its starters' season
    // points so far, the captain's twice, as the public player list has them.
    const totals = new Map(
      (await call<FantasyPlayersResponse>('GET', FANTASY_API.players)).body.players.map((p) => [
        p.id,
        p.totalPoints,
      ]),
    );
    const expected =
      team.picks.filter((p) => p.starting).reduce((sum, p) => sum + totals.get(p.playerId)!, 0) +
      totals.get(team.captainId)!;
    expect(mine.points).toEqual([{ gameweek: 1, status: 'finished', points: expected }]);
    expect(mine.total).toBe(expected);
    expect([...totals.values()].some((t) => t !== 0)).toBe(true);

    const leagueResponse = await fetch(`${base}/api${FANTASY_API.league}`);
    // A save changes the league at once: browsers must not answer it from their cache.
    expect(leagueResponse.headers.get('cache-control')).toBe('no-cache');
    const league = (await leagueResponse.json()) as FantasyLeagueResponse;
    expect(league.total).toBe(2);
    expect(league.currentGameweek).toBe(1);
    const ann = league.entries.find((e) => e.teamName === 'Ings Wings')!;
    expect(ann).toMatchObject({ total: expected, latest: expected, rank: mine.rank });
    expect(league.entries.map((e) => e.total)).toEqual(
      [...league.entries.map((e) => e.total)].sort((a, b) => b - a),
    );
    expect((await call('GET', `${FANTASY_API.league}?limit=0`)).status).toBe(400);
  });
});

import { isOngoing } from '@sl/contracts';
import { ABANDON_RATE, abandonmentOf, matchAt, planMatch, realMinuteOf, PHASES } from './clock';
import { roundRobin, seasonSchedule } from './schedule';

const KICK_OFF = new Date('2026-11-21T15:00:00Z');
const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * 60_000);

describe('match clock', () => {
  const league = { seed: 42, kickOff: KICK_OFF, knockout: false, homeTeamId: 1000, awayTeamId: 1001 };

  it('is PREMATCH with no events before kick-off', () => {
    const snap = matchAt(league, at(-5));
    expect(snap).toMatchObject({ state: 'PREMATCH', clock: '', homeGoals: 0, awayGoals: 0, events: [] });
  });

  it('runs through the halves during the match, showing only what has happened', () => {
    expect(matchAt(league, at(0.5)).clock).toBe("1'");
    expect(matchAt(league, at(46.2)).clock).toBe("45+2'");
    expect(matchAt(league, at(50)).state).toBe('HALFTIME');
    const second = matchAt(league, at(80));
    expect(second.state).toBe('SECONDHALF');
    expect(second.clock).toBe("64'");
    expect(second.events.every((e) => e.minute <= 64)).toBe(true);
    expect(matchAt(league, at(PHASES.fullTime90 + 1)).state).toBe('FULLTIME90');
  });

  it('is FULLTIME after the match with every planned event', () => {
    const end = matchAt(league, at(300));
    expect(end.state).toBe('FULLTIME');
    expect(end.events).toEqual(planMatch(league).events);
    expect(end.resultType).toBe('NORMAL');
  });

  it('is the same for the same inputs (deterministic)', () => {
    expect(matchAt(league, at(70))).toEqual(matchAt({ ...league }, at(70)));
  });

  it('takes drawn cup ties to extra time and, if still level, a shootout with a winner', () => {
    let seed = 1;
    let plan = planMatch({ ...league, seed, knockout: true });
    while (!plan.shootout) plan = planMatch({ ...league, seed: ++seed, knockout: true });
    const tie = { ...league, seed, knockout: true };
    expect(matchAt(tie, at(PHASES.extraFirstHalf + 1)).state).toBe('EXTRAFIRSTHALF');
    expect(matchAt(tie, at(PHASES.extraHalfTime + 1)).state).toBe('EXTRAHALFTIME');
    expect(matchAt(tie, at(PHASES.extraSecondHalf + 1)).state).toBe('EXTRASECONDHALF');
    expect(matchAt(tie, at(PHASES.fullTimePens + 1)).state).toBe('FULLTIMEPENS');
    expect(matchAt(tie, at(PHASES.shootout + 1)).state).toBe('SHOOTOUT');
    const end = matchAt(tie, at(300));
    expect(end).toMatchObject({ state: 'FULLTIME', resultType: 'PENALTYSHOOTOUT' });
    expect(end.homeGoals).toBe(end.awayGoals);
    expect(end.winner).toBe(end.shootout!.home > end.shootout!.away ? 'home' : 'away');
  });
});

describe('abandoned matches', () => {
  const league = { seed: 0, kickOff: KICK_OFF, knockout: false, homeTeamId: 1000, awayTeamId: 1001 };
  const firstAbandoned = (from = 1) => {
    let seed = from;
    while (abandonmentOf(seed, false) === null) seed++;
    return { ...league, seed };
  };

  it('abandons a small, steady share of league matches and never a cup tie', () => {
    const seeds = Array.from({ length: 5000 }, (_, i) => i + 1);
    const abandoned = seeds.filter((seed) => abandonmentOf(seed, false) !== null).length;
    expect(abandoned / seeds.length).toBeGreaterThan(ABANDON_RATE / 2);
    expect(abandoned / seeds.length).toBeLessThan(ABANDON_RATE * 2);
    expect(seeds.some((seed) => abandonmentOf(seed, true) !== null)).toBe(false);
    for (const seed of seeds.slice(0, 500)) {
      const minute = abandonmentOf(seed, false);
      if (minute !== null) {
        expect(minute).toBeGreaterThanOrEqual(8);
        expect(minute).toBeLessThanOrEqual(88);
        expect(minute).not.toBe(45);
      }
    }
  });

  it('is in play until the referee stops it, then ABANDONED with the score as it stood and no result', () => {
    const match = firstAbandoned();
    const minute = abandonmentOf(match.seed, false)!;
    const stop = realMinuteOf(minute);
    const before = matchAt(match, at(stop - 1));
    expect(isOngoing(before.state)).toBe(true);
    const after = matchAt(match, at(stop + 1));
    expect(after).toMatchObject({
      state: 'ABANDONED',
      clock: 'A-A',
      resultType: null,
      winner: null,
      shootout: null,
    });
    expect(after.events.every((e) => e.minute < minute)).toBe(true);
    const goals = (side: 'home' | 'away') =>
      after.events.filter((e) => e.side === side && ['GOAL', 'PENALTY', 'OWN_GOAL'].includes(e.type)).length;
    expect([after.homeGoals, after.awayGoals]).toEqual([goals('home'), goals('away')]);
    // It stays abandoned: no full-time whistle, no later events, hours or days later.
    expect(matchAt(match, at(300))).toEqual(after);
    expect(matchAt(match, at(3 * 24 * 60))).toEqual(after);
  });

  it('keeps events planned after the stoppage out, while an unabandoned match plays them', () => {
    let match = firstAbandoned();
    while (!planMatch(match).events.some((e) => e.minute >= abandonmentOf(match.seed, false)!))
      match = firstAbandoned(match.seed + 1);
    const end = matchAt(match, at(300));
    expect(end.events.length).toBeLessThan(planMatch(match).events.length);
  });

  it('a score-only match that is abandoned shows ABANDONED, not LIVE', () => {
    const match = { ...firstAbandoned(), coverage: 'score' as const };
    const stop = realMinuteOf(abandonmentOf(match.seed, false)!);
    expect(matchAt(match, at(stop - 1)).state).toBe('LIVE');
    expect(matchAt(match, at(stop + 1)).state).toBe('ABANDONED');
  });
});

describe('LIVE: score-only coverage', () => {
  let seed = 42;
  while (abandonmentOf(seed, false) !== null) seed++;
  const full = { seed, kickOff: KICK_OFF, knockout: false, homeTeamId: 1000, awayTeamId: 1001 };
  const scoreOnly = { ...full, coverage: 'score' as const };

  it('is PREMATCH before kick-off and FULLTIME after, like any match', () => {
    expect(matchAt(scoreOnly, at(-5)).state).toBe('PREMATCH');
    expect(matchAt(scoreOnly, at(300))).toMatchObject({
      state: 'FULLTIME',
      clock: 'FT',
      resultType: 'NORMAL',
    });
  });

  it('is LIVE with no minute through every phase of play, including half-time', () => {
    for (const minutes of [0.5, 20, PHASES.halfTime + 1, 80, PHASES.fullTime90 + 0.5]) {
      const snap = matchAt(scoreOnly, at(minutes));
      expect(isOngoing(matchAt(full, at(minutes)).state)).toBe(true);
      expect(snap).toMatchObject({ state: 'LIVE', clock: 'Live' });
    }
  });

  it('reports the same score as full coverage, but only the goals', () => {
    for (const minutes of [20, 80, 300]) {
      const a = matchAt(full, at(minutes));
      const b = matchAt(scoreOnly, at(minutes));
      expect([b.homeGoals, b.awayGoals]).toEqual([a.homeGoals, a.awayGoals]);
      expect(b.events.every((e) => ['GOAL', 'PENALTY', 'OWN_GOAL'].includes(e.type))).toBe(true);
    }
    expect(matchAt(full, at(300)).events.some((e) => e.type === 'SUBSTITUTION_ON')).toBe(true);
  });

  it('takes a score-only cup tie through extra time and a shootout as LIVE too', () => {
    let s = 1;
    while (!planMatch({ ...full, seed: s, knockout: true }).shootout) s++;
    const tie = { ...scoreOnly, seed: s, knockout: true };
    expect(matchAt(tie, at(PHASES.extraFirstHalf + 1)).state).toBe('LIVE');
    expect(matchAt(tie, at(PHASES.shootout + 1)).state).toBe('LIVE');
    expect(matchAt(tie, at(300))).toMatchObject({ state: 'FULLTIME', resultType: 'PENALTYSHOOTOUT' });
  });
});

describe('schedule', () => {
  it('plays every club against every other home and away', () => {
    const rounds = roundRobin([1, 2, 3, 4]);
    expect(rounds).toHaveLength(6);
    const pairs = rounds.flat().map(([a, b]) => `${a}-${b}`);
    expect(new Set(pairs).size).toBe(12);
  });

  it('has matches in play on a Saturday afternoon in the season, and none at 4 am outside the Americas', () => {
    const season = seasonSchedule(2026);
    const stateAt = (m: (typeof season)[number], now: Date) =>
      matchAt(
        {
          seed: m.id,
          kickOff: m.kickOff,
          knockout: m.knockout,
          homeTeamId: m.homeTeamId,
          awayTeamId: m.awayTeamId,
        },
        now,
      ).state;
    const saturday = new Date('2026-11-21T15:40:00Z');
    expect(season.filter((m) => isOngoing(stateAt(m, saturday))).length).toBeGreaterThan(20);
    const night = new Date('2026-11-22T04:00:00Z');
    const americas = new Set([22, 24]);
    expect(season.filter((m) => !americas.has(m.competitionId) && isOngoing(stateAt(m, night)))).toEqual([]);
  });

  it('is the same season every time, with unique ids', () => {
    const a = seasonSchedule(2026);
    const ids = new Set(a.map((m) => m.id));
    expect(ids.size).toBe(a.length);
    expect(seasonSchedule(2026).slice(0, 50)).toEqual(a.slice(0, 50));
  });
});

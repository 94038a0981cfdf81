import { matchAt, planMatch, PHASES } from './clock';
import { friendliesOn, roundRobin, seasonSchedule } from './schedule';

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

describe('schedule', () => {
  it('plays every club against every other home and away', () => {
    const rounds = roundRobin([1, 2, 3, 4]);
    expect(rounds).toHaveLength(6);
    const pairs = rounds.flat().map(([a, b]) => `${a}-${b}`);
    expect(new Set(pairs).size).toBe(12);
  });

  it('has a friendly kicking off every hour, so some match is always in play', () => {
    const day = friendliesOn('2026-11-22');
    expect(day).toHaveLength(24);
    for (let minute = 0; minute < 24 * 60; minute += 17) {
      const now = new Date(new Date('2026-11-22T00:00:00Z').getTime() + minute * 60_000);
      const live = [...friendliesOn('2026-11-21'), ...day].filter((m) => {
        const state = matchAt(
          {
            seed: m.id,
            kickOff: m.kickOff,
            knockout: false,
            homeTeamId: m.homeTeamId,
            awayTeamId: m.awayTeamId,
          },
          now,
        ).state;
        return state !== 'PREMATCH' && state !== 'FULLTIME';
      });
      expect(live.length).toBeGreaterThan(0);
    }
  });

  it('is the same season every time, with unique ids', () => {
    const a = seasonSchedule(2026);
    const ids = new Set(a.map((m) => m.id));
    expect(ids.size).toBe(a.length);
    expect(seasonSchedule(2026).slice(0, 50)).toEqual(a.slice(0, 50));
  });
});

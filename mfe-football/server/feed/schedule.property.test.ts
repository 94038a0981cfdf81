import fc from 'fast-check';
import { addDays, londonTime } from '@sl/server-kit';
import { internationalSaturdays, lastSunday, winterBreak, ymd } from './calendar';
import { competitionById } from './clubs';
import { FRIENDLIES_ID, FRIENDLY_HOURS } from './friendlies';
import { INTERNATIONALS_ID, internationalWindows } from './internationals';
import { LEAGUE_CALENDARS } from './leagues';
import { seasonSchedule, type ScheduledMatch } from './schedule';
import { teamById } from './teams';
// Written out, not imported from the diary: the rule is the test's, not the generator's.
const FORTY_EIGHT_HOURS = 48 * 3_600_000;

// A season is a few thousand matches and takes a second or two to draw: each (season, seed) is drawn once.
const drawn = new Map<string, ScheduledMatch[]>();
const season = (year: number, seed = '') => {
  const key = `${seed}|${year}`;
  if (!drawn.has(key)) drawn.set(key, seasonSchedule(year, seed));
  return drawn.get(key)!;
};

const seasons = fc.integer({ min: 2024, max: 2030 });
const seeds = fc.constantFrom('', 'world-2');
const RUNS = { numRuns: 6 };
const nameOf = (m: ScheduledMatch) => competitionById.get(m.competitionId)!.name;
const month = (m: ScheduledMatch) => Number(m.matchDate.slice(5, 7));
// Time-zone formatting is slow and kick-off instants repeat: each is formatted once.
const hours = new Map<number, number>();
const hour = (m: ScheduledMatch) => {
  const t = m.kickOff.getTime();
  if (!hours.has(t)) hours.set(t, Number(londonTime(m.kickOff).slice(0, 2)));
  return hours.get(t)!;
};
const bounds = new Map<string, readonly [string, string]>();
/** A league's first and last allowed day for its season (or calendar year) `y`. */
const boundsOf = (name: string, y: number) => {
  const key = `${name}|${y}`;
  const cal = LEAGUE_CALENDARS[name]!;
  if (!bounds.has(key)) bounds.set(key, [cal.start(y), cal.end(y)]);
  return bounds.get(key)!;
};
const AMERICAS = new Set(['MLS', 'Brazil Serie A']);

describe('football season schedule (property)', () => {
  it('no team plays twice within 48 hours, across leagues, cups, Europe and friendlies', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const times = new Map<number, number[]>();
        for (const m of season(year, seed))
          for (const team of [m.homeTeamId, m.awayTeamId])
            times.set(team, [...(times.get(team) ?? []), m.kickOff.getTime()]);
        const clashes: string[] = [];
        for (const [team, list] of times) {
          list.sort((a, b) => a - b);
          for (let i = 1; i < list.length; i++)
            if (list[i]! - list[i - 1]! < FORTY_EIGHT_HOURS)
              clashes.push(`${team} at ${new Date(list[i]!).toISOString()}`);
        }
        expect(clashes).toEqual([]);
      }),
      RUNS,
    );
  });

  it('each league plays only inside its own calendar: opening day to last day, never in its off-season', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        for (const m of season(year, seed)) {
          const cal = LEAGUE_CALENDARS[nameOf(m)];
          if (!cal) continue;
          const y = cal.year === 'calendar' ? Number(m.matchDate.slice(0, 4)) : year;
          const [first, last] = boundsOf(nameOf(m), y);
          if (m.matchDate < first || m.matchDate > last)
            expect(`${nameOf(m)} ${m.matchDate}`).toBe('in season');
        }
      }),
      RUNS,
    );
  });

  it('the Premier League runs mid-August to the last Sunday of May, 38 rounds, none in June or July', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const pl = season(year, seed).filter((m) => nameOf(m) === 'Premier League');
        expect(pl).toHaveLength(380);
        expect(pl.some((m) => month(m) === 6 || month(m) === 7)).toBe(false);
        expect(pl[0]!.matchDate >= ymd(year, 8, 13)).toBe(true);
        expect(pl[pl.length - 1]!.matchDate).toBe(lastSunday(year + 1, 5));
        expect(Math.max(...pl.map((m) => m.roundNumber))).toBe(38);
      }),
      RUNS,
    );
  });

  it('MLS is not played from November to January, Brazil not from January to March', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const list = season(year, seed);
        expect(list.filter((m) => nameOf(m) === 'MLS' && [11, 12, 1].includes(month(m)))).toEqual([]);
        expect(list.filter((m) => nameOf(m) === 'Brazil Serie A' && [1, 2, 3].includes(month(m)))).toEqual(
          [],
        );
      }),
      RUNS,
    );
  });

  it('no European league plays in an international window (Friday to Tuesday), nor the Bundesliga in its winter break', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const windows = internationalSaturdays(year).map((s) => [addDays(s, -1), addDays(s, 3)] as const);
        const { from, to } = winterBreak(year);
        for (const m of season(year, seed)) {
          const cal = LEAGUE_CALENDARS[nameOf(m)];
          if (cal?.internationalBreaks)
            expect([
              nameOf(m),
              m.matchDate,
              windows.some(([f, t]) => m.matchDate >= f && m.matchDate <= t),
            ]).toEqual([nameOf(m), m.matchDate, false]);
          if (nameOf(m) === 'Bundesliga') expect(m.matchDate >= from && m.matchDate <= to).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('friendlies only in pre-season (July to mid-August) and only between 12:00 and 20:00 UK time', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const friendlies = season(year, seed).filter((m) => m.competitionId === FRIENDLIES_ID);
        expect(friendlies.length).toBeGreaterThan(100);
        for (const m of friendlies) {
          expect(m.matchDate >= ymd(year, 7, 1) && m.matchDate <= ymd(year, 8, 16)).toBe(true);
          expect(hour(m)).toBeGreaterThanOrEqual(FRIENDLY_HOURS.earliest);
          expect(hour(m)).toBeLessThan(FRIENDLY_HOURS.latest);
        }
      }),
      RUNS,
    );
  });

  it('nothing kicks off between 22:00 and 10:00 UK time except in the Americas (MLS, Brazil)', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const night = season(year, seed).filter(
          (m) => !AMERICAS.has(nameOf(m)) && (hour(m) >= 22 || hour(m) < 10),
        );
        expect(night.map((m) => `${nameOf(m)} ${m.kickOff.toISOString()}`)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('national teams play only in the international windows (Thursday to Tuesday), in the evening', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const windows = internationalWindows(year).map((s) => [addDays(s, -2), addDays(s, 3)] as const);
        const internationals = season(year, seed).filter((m) => m.competitionId === INTERNATIONALS_ID);
        expect(internationals.length).toBeGreaterThan(100);
        for (const m of internationals) {
          expect(windows.some(([from, to]) => m.matchDate >= from && m.matchDate <= to)).toBe(true);
          expect(hour(m)).toBeGreaterThanOrEqual(17);
        }
      }),
      RUNS,
    );
  });

  it('every league club plays once per matchday, and as often at home as away', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const list = season(year, seed).filter((m) => LEAGUE_CALENDARS[nameOf(m)]);
        const perRound = new Map<string, number>();
        const balance = new Map<number, number>();
        for (const m of list) {
          for (const team of [m.homeTeamId, m.awayTeamId]) {
            // An id carries its season, competition and round (see matchId): one entry per club per round.
            const key = `${Math.floor(m.id / 1000)}|${team}`;
            perRound.set(key, (perRound.get(key) ?? 0) + 1);
          }
          if (LEAGUE_CALENDARS[nameOf(m)]!.year === 'season') {
            balance.set(m.homeTeamId, (balance.get(m.homeTeamId) ?? 0) + 1);
            balance.set(m.awayTeamId, (balance.get(m.awayTeamId) ?? 0) - 1);
          }
        }
        expect([...perRound.values()].every((n) => n === 1)).toBe(true);
        expect([...balance.values()].every((n) => n === 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a European league phase never pairs two clubs twice, nor two clubs of one association, and each club plays once a matchday', () => {
    fc.assert(
      fc.property(seasons, seeds, (year, seed) => {
        const leaguePhase = season(year, seed).filter(
          (m) => competitionById.get(m.competitionId)!.kind === 'european' && m.roundType === 'League phase',
        );
        expect(leaguePhase.length).toBeGreaterThan(0);
        const byCompetition = new Map<number, ScheduledMatch[]>();
        for (const m of leaguePhase)
          byCompetition.set(m.competitionId, [...(byCompetition.get(m.competitionId) ?? []), m]);
        for (const matches of byCompetition.values()) {
          const pairs = new Set<string>();
          const perRound = new Set<string>();
          for (const m of matches) {
            const key = [m.homeTeamId, m.awayTeamId].sort((a, b) => a - b).join(':');
            expect(pairs.has(key)).toBe(false);
            pairs.add(key);
            expect(teamById.get(m.homeTeamId)!.competitionId).not.toBe(
              teamById.get(m.awayTeamId)!.competitionId,
            );
            for (const team of [m.homeTeamId, m.awayTeamId]) {
              const slot = `${m.roundNumber}:${team}`;
              expect(perRound.has(slot)).toBe(false);
              perRound.add(slot);
            }
          }
        }
      }),
      RUNS,
    );
  });
});

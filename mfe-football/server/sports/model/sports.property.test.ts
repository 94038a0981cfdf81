import fc from 'fast-check';
import { OTHER_SPORTS, type OtherSport, type SportResult } from '@sl/contracts';
import { presentEvent } from '../routes';
import { addDays } from './dates';
import type { ModelEvent } from './event';
import { sportEvents } from './world';

const FIRST = Date.parse('2024-01-01');
const SPAN_DAYS = Math.floor((Date.parse('2030-12-01') - FIRST) / 86_400_000);
const from = fc.integer({ min: 0, max: SPAN_DAYS }).map((n) => addDays('2024-01-01', n));
// A handful of worlds, each over many dates: a world's year of events is built once and then read many times.
const seed = fc.integer({ min: 1, max: 4 });
const sport = fc.constantFrom(...OTHER_SPORTS);

const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  month: 'numeric',
});
const md = (date: string) => date.slice(5);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const between = (date: string, lo: string, hi: string) => md(date) >= lo && md(date) <= hi;
const month = (date: string) => Number(date.slice(5, 7));

/** Where each competition may fall: its real calendar window, as month-day ranges and weekdays. */
function inCalendar(e: ModelEvent): boolean {
  const d = e.startDate;
  const c = e.competition;
  switch (e.sport) {
    case 'darts':
      if (c === 'PDC World Darts Championship')
        return (
          (between(d, '12-11', '12-31') && !between(d, '12-24', '12-26')) || between(d, '01-01', '01-03')
        );
      if (c.startsWith('Premier League Darts Night'))
        return weekday(d) === 4 && month(d) >= 2 && month(d) <= 5;
      if (c === 'Premier League Darts Play-offs') return between(d, '05-20', '05-31');
      if (c === 'World Matchplay') return month(d) === 7;
      if (c === 'Grand Slam of Darts') return between(d, '11-08', '11-23');
      if (c === 'Players Championship Finals') return between(d, '11-20', '11-30');
      return false;
    case 'golf': {
      if (weekday(e.endDate) !== 0 && weekday(e.endDate) !== 1) return false;
      if (c === 'The Masters')
        return between(d, '04-06', '04-12') && e.venue === 'Augusta National Golf Club';
      if (c === 'PGA Championship') return between(d, '05-14', '05-20');
      if (c === 'US Open') return between(d, '06-11', '06-18');
      if (c === 'The Open') return between(d, '07-15', '07-21');
      if (c === 'DP World Tour Championship') return between(d, '11-13', '11-19');
      return between(d, '01-01', '11-12');
    }
    case 'tennis':
      if (c.startsWith('Australian Open')) return between(d, '01-12', '02-02');
      if (c.startsWith('Roland-Garros')) return between(d, '05-21', '06-10');
      if (c.startsWith('Wimbledon')) return between(d, '06-28', '07-17');
      if (c.startsWith('US Open')) return between(d, '08-24', '09-14');
      if (c === 'ATP Finals') return between(d, '11-09', '11-22');
      if (c === 'Davis Cup Finals') return between(d, '11-18', '11-30');
      return false;
    case 'cricket':
      if (c === 'The Hundred') return month(d) === 8;
      // England at home: the summer only.
      if (c.startsWith('England v')) return month(d) >= 5 && month(d) <= 9;
      return month(d) <= 3 || month(d) >= 10;
    case 'rugby':
      if (c === 'Six Nations') return [2, 3].includes(month(d)) && [0, 5, 6].includes(weekday(d));
      if (c === 'Autumn Nations Series') return month(d) === 11 && weekday(d) === 6;
      if (c === 'Premiership Rugby') return ![7, 8].includes(month(d)) && [0, 5, 6].includes(weekday(d));
      return false;
    case 'nfl': {
      const parts = NEW_YORK.formatToParts(e.start);
      const wd = parts.find((p) => p.type === 'weekday')?.value ?? '';
      const eastMonth = Number(parts.find((p) => p.type === 'month')?.value);
      if (e.round.startsWith('Preseason')) return eastMonth === 8;
      if (e.round.startsWith('Week'))
        return (
          [9, 10, 11, 12, 1].includes(eastMonth) &&
          ['Thu', 'Sat', 'Sun', 'Mon'].some((x) => wd.startsWith(x)) &&
          (!e.venue.includes('London') || eastMonth === 10)
        );
      if (e.round === 'Super Bowl') return between(d, '02-01', '02-14');
      return eastMonth === 1;
    }
    case 'boxing':
      return weekday(d) === 6 && !between(d, '12-20', '12-31') && !between(d, '01-01', '01-07');
    case 'snooker':
      if (c === 'The Masters') return between(d, '01-08', '01-21');
      if (c === 'World Snooker Championship')
        return between(d, '04-15', '05-07') && e.venue.includes('Crucible');
      if (c === 'UK Championship') return between(d, '11-22', '12-08');
      return false;
  }
}

const SET = /^(6-[0-4]|7-5|7-6\(\d\))$/;
const flipped = (s: string) => s.replace(/^(\d)-(\d)/, '$2-$1');

function validScore(r: SportResult, e: ModelEvent): boolean {
  switch (r.kind) {
    case 'darts':
      return (
        Math.max(...r.score) === r.target && Math.min(...r.score) < r.target && r.score[r.winner] === r.target
      );
    case 'snooker':
      return (
        Math.max(...r.frames) === r.target &&
        Math.min(...r.frames) < r.target &&
        r.frames[r.winner] === r.target
      );
    case 'tennis': {
      const need = (r.bestOf + 1) / 2;
      const won = r.sets.filter((s) => SET.test(s)).length;
      const lost = r.sets.filter((s) => SET.test(flipped(s))).length;
      return (
        won === need &&
        lost < need &&
        won + lost === r.sets.length &&
        SET.test(r.sets[r.sets.length - 1] ?? '')
      );
    }
    case 'team-tennis':
      return Math.max(...r.rubbers) === 2 && r.rubbers[r.winner] === 2;
    case 'points': {
      const impossible = e.sport === 'rugby' ? [1, 2, 4] : [1];
      const decided =
        r.winner === null ? r.score[0] === r.score[1] : r.score[r.winner] > r.score[r.winner === 0 ? 1 : 0];
      return (
        decided &&
        r.score.every((s) => s >= 0 && !impossible.includes(s)) &&
        r.summary === `${r.score[0]}-${r.score[1]}`
      );
    }
    case 'boxing':
      return (
        r.round >= 1 &&
        r.round <= r.scheduledRounds &&
        (['UD', 'SD', 'MD', 'PTS'].includes(r.method)
          ? r.round === r.scheduledRounds && r.summary === `${r.method} ${r.round}`
          : r.summary === `${r.method} R${r.round}`)
      );
    case 'cricket': {
      const total = (side: number) =>
        r.innings.filter((i) => i.side === side).reduce((a, i) => a + i.runs, 0);
      if (!r.innings.every((i) => i.wickets >= 0 && i.wickets <= 10)) return false;
      const limit =
        e.competition === 'The Hundred'
          ? 100
          : e.round.endsWith('ODI')
            ? 50
            : e.round.endsWith('T20I')
              ? 20
              : Infinity;
      if (!r.innings.every((i) => Number(i.overs) <= limit)) return false;
      const last = r.innings[r.innings.length - 1];
      const byRuns = /won by (\d+) runs?$/.exec(r.summary);
      const byWickets = /won by (\d+) wickets$/.exec(r.summary);
      const byInnings = /won by an innings and (\d+) runs$/.exec(r.summary);
      if (r.winner === null) return r.summary === 'Match drawn' && total(1) < total(0) + 1;
      const loser = 1 - r.winner;
      if (byRuns) return Number(byRuns[1]) === total(r.winner) - total(loser) && last?.side === loser;
      if (byWickets)
        return (
          last?.side === r.winner &&
          Number(byWickets[1]) === 10 - last.wickets &&
          total(r.winner) > total(loser)
        );
      if (byInnings) return Number(byInnings[1]) === total(r.winner) - total(loser);
      return false;
    }
    case 'golf': {
      const lines = r.leaderboard;
      // Ties share a position (T4, T4); a play-off's winner is 1 and its losers 2, or T2 when two or more lost it.
      const playOffLosers = lines.filter((l) => l.total === lines[0]?.total).length - 1;
      const allowed = (i: number): string[] => {
        const total = lines[i]!.total;
        if (i === 0) return ['1'];
        if (total === lines[0]!.total) return [playOffLosers > 1 ? 'T2' : '2'];
        const first = lines.findIndex((l) => l.total === total);
        const tied = lines.filter((l) => l.total === total).length > 1;
        // The last one shown may tie with the next, whom the top ten leave out.
        if (!tied && i === lines.length - 1) return [`${first + 1}`, `T${first + 1}`];
        return [`${tied ? 'T' : ''}${first + 1}`];
      };
      return (
        lines.every((l, i) => allowed(i).includes(l.position)) &&
        lines[0]?.position === '1' &&
        lines.every(
          (l, i) =>
            l.total === l.rounds.reduce((a, b) => a + b, 0) &&
            l.toPar === l.total - 4 * r.par &&
            (i === 0 || l.total >= (lines[i - 1]?.total ?? 0)),
        )
      );
    }
  }
}

const PERSON = /^[A-Z][a-zA-Z']+ [A-Z][a-zA-Z']+$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const INDIVIDUAL: OtherSport[] = ['darts', 'snooker', 'boxing', 'golf'];

describe('other sports world model', () => {
  it('keeps every event inside its competition’s real calendar window', () => {
    fc.assert(
      fc.property(sport, from, seed, (s, f, w) => {
        for (const e of sportEvents(s, f, addDays(f, 30), w))
          expect([e.eventId, inCalendar(e)]).toEqual([e.eventId, true]);
      }),
      { numRuns: 60 },
    );
  });

  it('writes scores in each sport’s own form, and they add up (legs to the target, sets won, runs and wickets)', () => {
    fc.assert(
      fc.property(sport, from, seed, (s, f, w) => {
        for (const e of sportEvents(s, f, addDays(f, 30), w))
          expect([e.eventId, e.result.summary, validScore(e.result, e)]).toEqual([
            e.eventId,
            e.result.summary,
            true,
          ]);
      }),
      { numRuns: 60 },
    );
  });

  it('shows a result only once the event is over', () => {
    fc.assert(
      fc.property(sport, from, seed, fc.integer({ min: 0, max: 30 * 24 }), (s, f, w, hours) => {
        const now = new Date(Date.parse(`${f}T00:00:00Z`) + hours * 3_600_000);
        for (const e of sportEvents(s, f, addDays(f, 30), w)) {
          const shown = presentEvent(e, now);
          expect(shown.result !== null).toBe(now >= e.end);
          expect(shown.status).toBe(now < e.start ? 'SCHEDULED' : now < e.end ? 'IN_PROGRESS' : 'FINISHED');
        }
      }),
      { numRuns: 40 },
    );
  });

  it('names people like people, ids as slugs, and no side twice in one event', () => {
    fc.assert(
      fc.property(sport, from, seed, (s, f, w) => {
        for (const e of sportEvents(s, f, addDays(f, 30), w)) {
          expect(e.eventId).toMatch(SLUG);
          expect(e.eventId.startsWith(`${s}-`)).toBe(true);
          expect(new Set(e.competitors.map((c) => c.name)).size).toBe(e.competitors.length);
          const individual =
            INDIVIDUAL.includes(s) || (s === 'tennis' && e.competition !== 'Davis Cup Finals');
          if (individual) for (const c of e.competitors) expect(c.name).toMatch(PERSON);
          if (e.result.kind === 'golf') for (const l of e.result.leaderboard) expect(l.name).toMatch(PERSON);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('plays a knockout through: each later-round player won a match in the round before', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('darts', 'snooker', 'tennis') as fc.Arbitrary<OtherSport>,
        fc.integer({ min: 2024, max: 2030 }),
        seed,
        (s, year, w) => {
          const events = sportEvents(s, `${year}-01-01`, `${year + 1}-01-31`, w).filter(
            (e) => !e.competition.startsWith('Premier League') && e.competition !== 'ATP Finals',
          );
          // A draw belongs to the season it starts in: the World Championship's January finals to the December before.
          const season = (e: ModelEvent) =>
            Number(e.startDate.slice(0, 4)) -
            (e.startDate.slice(5, 7) === '01' && e.competition.startsWith('PDC') ? 1 : 0);
          const byCompetition = new Map<string, ModelEvent[]>();
          for (const e of events) {
            if (season(e) !== year) continue;
            const key = e.competition;
            byCompetition.set(key, [...(byCompetition.get(key) ?? []), e]);
          }
          for (const list of byCompetition.values()) {
            const rounds = [...new Set(list.map((e) => e.round))];
            for (let i = 1; i < rounds.length; i++) {
              const winners = new Set(
                list
                  .filter((e) => e.round === rounds[i - 1])
                  .map((e) => e.competitors[(e.result as { winner: 0 | 1 }).winner]?.name),
              );
              for (const e of list.filter((x) => x.round === rounds[i]))
                for (const c of e.competitors) expect(winners.has(c.name)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('is deterministic for a date range and seed', () => {
    fc.assert(
      fc.property(sport, from, (s, f) => {
        const a = JSON.stringify(sportEvents(s, f, addDays(f, 30), 99));
        expect(a).toBe(JSON.stringify(sportEvents(s, f, addDays(f, 30), 99)));
      }),
      { numRuns: 5 },
    );
  });
});

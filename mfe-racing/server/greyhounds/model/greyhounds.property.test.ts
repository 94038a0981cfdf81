import fc from 'fast-check';
import type { GreyhoundPlacing } from '@sl/contracts';
import { dateOfDay, dayNumber } from './calendar';
import { buildMeeting } from './meeting';
import { BOOK_MAX, BOOK_MIN } from './prices';
import { SECONDS_PER_LENGTH } from './results';
import { GREYHOUND_TRACKS, type Weekday } from './tracks';
import { greyhoundMeetings, greyhoundRace, raceCard } from './world';

const FIRST = dayNumber('2024-01-01');
const LAST = dayNumber('2030-12-31');
const date = fc.integer({ min: FIRST, max: LAST }).map(dateOfDay);
const seed = fc.integer({ min: 1, max: 1_000_000 });
const GRADE_OF_TRIP = { sprint: /^D[1-4]$/, standard: /^A([1-9]|1[01])$/, stayers: /^S[1-8]$/ };
const SESSION_HOURS = { morning: [10, 14.5], afternoon: [13.5, 18], evening: [18, 22.5] } as const;

const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function londonHours(instant: Date): number {
  const [h, m] = LONDON_CLOCK.format(instant).split(':').map(Number) as [number, number];
  return h + m / 60;
}

describe('greyhound world model', () => {
  it('cards six traps at most, each trap once, grades that match the trip, forecast books of 115 % to 130 %', () => {
    fc.assert(
      fc.property(date, seed, (d, s) => {
        for (const m of greyhoundMeetings(d, s)) {
          for (const race of m.races) {
            const traps = race.runners.map((r) => r.trap);
            expect(traps.length).toBeGreaterThanOrEqual(3);
            expect(traps.length).toBeLessThanOrEqual(6);
            expect(new Set(traps).size).toBe(traps.length);
            for (const t of traps) expect([1, 2, 3, 4, 5, 6]).toContain(t);
            expect(race.grade).toMatch(GRADE_OF_TRIP[race.trip]);
            const trip = { sprint: m.track.sprint, standard: m.track.standard, stayers: m.track.stayers }[
              race.trip
            ];
            expect(race.distance).toBe(trip);
            expect(race.forecastBook).toBeGreaterThanOrEqual(BOOK_MIN);
            expect(race.forecastBook).toBeLessThanOrEqual(BOOK_MAX);
            for (const r of race.runners) expect(r.dog.trip).toBe(race.trip);
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it('races a track only on its days, in its session, 10 to 14 races 15 to 18 minutes apart', () => {
    fc.assert(
      fc.property(date, seed, (d, s) => {
        const weekday = new Date(`${d}T12:00:00Z`).getUTCDay() as Weekday;
        const meetings = greyhoundMeetings(d, s);
        expect(meetings.map((m) => m.track.id).sort()).toEqual(
          GREYHOUND_TRACKS.filter((t) => t.week[weekday])
            .map((t) => t.id)
            .sort(),
        );
        for (const m of meetings) {
          expect(m.session).toBe(m.track.week[weekday]);
          expect(m.races.length).toBeGreaterThanOrEqual(10);
          expect(m.races.length).toBeLessThanOrEqual(14);
          const [from, to] = SESSION_HOURS[m.session];
          m.races.forEach((race, i) => {
            expect(race.raceNumber).toBe(i + 1);
            const hours = londonHours(race.offTime);
            expect(hours).toBeGreaterThanOrEqual(from);
            expect(hours).toBeLessThanOrEqual(to);
            if (i > 0) {
              const gap = (race.offTime.getTime() - (m.races[i - 1]?.offTime.getTime() ?? 0)) / 60_000;
              expect(gap).toBeGreaterThanOrEqual(15);
              expect(gap).toBeLessThanOrEqual(18);
            }
          });
        }
      }),
      { numRuns: 15 },
    );
  });

  it('runs each dog at most once a day with at least three clear days before its next run', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST - 10 }), seed, (first, s) => {
        const runs = new Map<string, number[]>();
        for (let day = first; day < first + 10; day++) {
          const today = new Set<string>();
          for (const m of greyhoundMeetings(dateOfDay(day), s))
            for (const race of m.races)
              for (const r of race.runners) {
                expect(today.has(r.dog.id)).toBe(false);
                today.add(r.dog.id);
                runs.set(r.dog.id, [...(runs.get(r.dog.id) ?? []), day]);
              }
        }
        for (const days of runs.values())
          for (let i = 1; i < days.length; i++)
            expect((days[i] as number) - (days[i - 1] as number)).toBeGreaterThanOrEqual(4);
      }),
      { numRuns: 3 },
    );
  });

  it('results: the winner is fastest, times and cumulative lengths grow with position, F marks the shortest SP', () => {
    const implied = (sp: string) => {
      if (sp === 'EVS') return 0.5;
      const [n, d] = sp.split('/').map(Number) as [number, number];
      return d / (n + d);
    };
    fc.assert(
      fc.property(date, seed, (d, s) => {
        for (const race of greyhoundMeetings(d, s).flatMap((m) => m.races)) {
          const placings: GreyhoundPlacing[] = race.result.placings;
          expect(placings.map((p) => p.trap).sort()).toEqual(race.runners.map((r) => r.trap).sort());
          expect(race.result.winningTime).toBe(placings[0]?.time);
          placings.forEach((p, i) => {
            expect(p.position).toBe(i + 1);
            if (i === 0) {
              expect(p.distanceBehind).toBe('');
              expect(p.cumulativeLengths).toBe(0);
              return;
            }
            const ahead = placings[i - 1] as GreyhoundPlacing;
            expect(p.time).toBeGreaterThan(ahead.time);
            expect(p.cumulativeLengths).toBeGreaterThan(ahead.cumulativeLengths);
            expect(
              Math.abs(
                p.time - (placings[0] as GreyhoundPlacing).time - p.cumulativeLengths * SECONDS_PER_LENGTH,
              ),
            ).toBeLessThan(0.02);
            expect(p.distanceBehind).toMatch(/^(SH|HD|NK|DIS|\d+|\d+ [13]\/[24]|1\/2|3\/4|1\/4)$/);
          });
          const shortest = Math.max(...placings.map((p) => implied(p.sp)));
          for (const p of placings) {
            const fav = implied(p.sp) === shortest;
            expect(p.favourite !== null).toBe(fav);
            if (fav)
              expect(p.favourite).toBe(
                placings.filter((x) => implied(x.sp) === shortest).length > 1 ? 'JF' : 'F',
              );
          }
          const book = placings.reduce((sum, p) => sum + 100 * implied(p.sp), 0);
          expect(book).toBeGreaterThanOrEqual(BOOK_MIN - 0.1);
          expect(book).toBeLessThanOrEqual(BOOK_MAX + 0.1);
          // Comments agree with the result: only the winner led home, no placed dog faded or never showed.
          for (const p of placings) {
            if (/ALed|Led\d(?!To)|Led Nr Line/.test(p.comment)) expect(p.position).toBe(1);
            if (/Fdd|NvrShwd|Outpcd/.test(p.comment)) expect(p.position).toBeGreaterThan(3);
            expect(p.comment).toMatch(/^(SAw|QAw|EP|Rls|Mid|Wide)/);
          }
        }
      }),
      { numRuns: 12 },
    );
  });

  it("shows each runner's real earlier runs as form: the same race, trap, position and time as that race's result", () => {
    fc.assert(
      fc.property(date, seed, fc.nat(), (d, s, pick) => {
        const races = greyhoundMeetings(d, s).flatMap((m) => m.races);
        const race = races[pick % races.length];
        if (!race) return;
        const card = raceCard(race, false, s);
        expect(card.result).toBeNull();
        for (const runner of card.runners) {
          expect(runner.recentRuns.length).toBeLessThanOrEqual(5);
          expect(runner.form).toBe(
            runner.recentRuns
              .map((l) => l.position)
              .reverse()
              .join(''),
          );
          let previous = d;
          for (const line of runner.recentRuns) {
            expect(dayNumber(previous) - dayNumber(line.date)).toBeGreaterThanOrEqual(4);
            previous = line.date;
            const past = greyhoundRace(line.raceId, s);
            const placing = past?.result.placings.find((p) => p.dogId === runner.dogId);
            expect(placing).toMatchObject({
              trap: line.trap,
              position: line.position,
              time: line.time,
              sp: line.sp,
            });
          }
          const atTrip = runner.recentRuns.filter((l) => l.distance === card.distance).map((l) => l.time);
          expect(runner.bestTime).toBe(atTrip.length ? Math.min(...atTrip) : null);
          expect(runner.ageYears).toBeGreaterThanOrEqual(2);
          expect(runner.ageYears).toBeLessThanOrEqual(5);
          expect(runner.colourSex).toMatch(/^[a-z]+ [db]$/);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('is deterministic for a date and seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST }), seed, (day, s) => {
        const track = GREYHOUND_TRACKS[day % GREYHOUND_TRACKS.length];
        if (!track) return;
        expect(JSON.stringify(buildMeeting(track, day, s))).toBe(JSON.stringify(buildMeeting(track, day, s)));
      }),
      { numRuns: 10 },
    );
  });
});

import { ENTRY_STATUS } from '@sl/contracts';
import { generateFeedDay } from './generate';

const day = generateFeedDay('2026-06-15');

describe('the seeded racing feed', () => {
  it('is the same for the same date and different for another', () => {
    expect(generateFeedDay('2026-06-15')).toEqual(day);
    expect(generateFeedDay('2026-06-16').races[0]?.title).toBeDefined();
    expect(JSON.stringify(generateFeedDay('2026-06-16').meetings)).not.toEqual(JSON.stringify(day.meetings));
  });

  it('has UK and Irish meetings of 5 to 8 races with 4 to 20 entries each', () => {
    expect(new Set(day.meetings.map((m) => m.countryCode))).toEqual(new Set(['GB', 'IE']));
    for (const m of day.meetings) {
      expect(m.races.length).toBeGreaterThanOrEqual(5);
      expect(m.races.length).toBeLessThanOrEqual(8);
    }
    for (const race of day.races) {
      expect(race.entries.length).toBeGreaterThanOrEqual(4);
      expect(race.entries.length).toBeLessThanOrEqual(20);
      expect(race.offTimeLocal).toMatch(/^\d{2}:\d{2}$/);
      expect(race.distance).not.toBe('');
      expect(race.going).not.toBe('');
      expect(race.prize).toMatch(/^[£€]\d/);
    }
  });

  it('gives every entry the spec fields: 12-digit codes, one top rated, dropped-out entries unnumbered and unrated', () => {
    let dropped = 0;
    for (const race of day.races) {
      expect(race.entries.filter((e) => e.topRated)).toHaveLength(1);
      expect(race.smartStat1).toMatch(/\*[^*]+\*.*\[\[.+\]\]/);
      for (const e of race.entries) {
        expect(e.horseCode).toMatch(/^\d{12}$/);
        expect(e.trainerCode).toMatch(/^\d{12}$/);
        expect(e.rating123).toBeGreaterThanOrEqual(0);
        expect(e.rating123).toBeLessThanOrEqual(3);
        expect(e.ratingStars).toBeGreaterThanOrEqual(0);
        expect(e.ratingStars).toBeLessThanOrEqual(5);
        // A horse's real earlier runs, the last six at most (a debutant has none).
        expect(e.horse.performances.length).toBeLessThanOrEqual(6);
        for (const p of e.horse.performances) {
          expect(p.courseName).toBe(p.courseName.toUpperCase());
          if (p.positionOfficial === 0)
            expect(p.nonFinisherCode).toMatch(/^(BD|CO|DNF|F|HR|PU|RO|R|RTR|SU|UR)$/);
        }
        if (e.statusId === ENTRY_STATUS.runner) {
          expect(e.entryNumber).toBeGreaterThan(0);
          expect(e.jockeyCode).toMatch(/^\d{12}$/);
          expect(e.bookmakerOdds.length).toBeGreaterThanOrEqual(2);
          for (const o of e.bookmakerOdds) expect(o.decimalOddsString).toMatch(/^\d+\.\d{2}$/);
        } else {
          dropped += 1;
          expect([39, 41]).toContain(e.statusId);
          expect(e).toMatchObject({
            entryNumber: 0,
            jockeyCode: '',
            jockeyFullName: '',
            rating123: 0,
            ratingStars: 0,
            preRaceAdjustedRating: 0,
            topRated: false,
          });
        }
      }
    }
    expect(dropped).toBeGreaterThan(0);
    const entries = day.races.flatMap((r) => r.entries);
    expect(entries.filter((e) => e.horse.performances.length > 0).length / entries.length).toBeGreaterThan(
      0.8,
    );
  });

  it('has performances mostly newest first', () => {
    const perfs = day.races.flatMap((r) => r.entries.map((e) => e.horse.performances));
    const ordered = perfs.filter((list) =>
      list.every((p, i) => i === 0 || (list[i - 1]?.meetingDate ?? '') >= p.meetingDate),
    );
    expect(ordered.length / perfs.length).toBeGreaterThan(0.6);
    expect(ordered.length).toBeLessThan(perfs.length);
  });
});

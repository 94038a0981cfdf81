import { FESTIVAL_MEETINGS, festivalEdition, type FestivalName } from '@sl/contracts';
import fc from 'fast-check';
import { racesOn } from './calendar';
import { SATURDAY, TUESDAY, dayNumber, isoDate, lastOfMonth, onOrAfter } from './dates';
import { anySeed, hhmm } from './test-support';
import type { MeetingPlan } from './types';

const anyYear = fc.integer({ min: 2024, max: 2030 });
const at = (date: string, seed: string, course: string): MeetingPlan | undefined =>
  racesOn(date, seed).find((m) => m.course.name === course);
const featureOf = (m: MeetingPlan | undefined) => m?.races.find((r) => r.feature);

/** The race number of each day's feature, as the real cards run them. */
const FEATURE_SLOTS: Record<FestivalName, number[]> = {
  'cheltenham-festival': [4, 4, 4, 4],
  'royal-ascot': [1, 4, 4, 3, 4],
  'grand-national': [4, 4, 5],
};

describe('the racing calendar: festivals and big meetings on their real dates', () => {
  it('runs each festival in FESTIVAL_MEETINGS on its edition’s dates, seven races a day, the day’s feature in its real slot', () => {
    fc.assert(
      fc.property(
        anyYear,
        anySeed,
        fc.constantFrom(...(Object.keys(FESTIVAL_MEETINGS) as FestivalName[])),
        (year, seed, f) => {
          const festival = FESTIVAL_MEETINGS[f];
          const edition = festivalEdition(f, year);
          edition.dates.forEach((date, i) => {
            const m = at(date, seed, festival.course);
            expect(m?.festival).toMatchObject({ day: i + 1, microsite: f });
            expect(m?.code).toBe(festival.jumps ? 'jumps' : 'flat');
            expect(m?.races).toHaveLength(7);
            const feature = featureOf(m);
            expect(feature?.feature).toBe(festival.days[i]?.feature);
            expect(feature?.title).toContain(festival.days[i]?.feature);
            expect(feature?.raceNumber).toBe(FEATURE_SLOTS[f][i]);
            expect(feature?.grade).not.toBe('');
            expect(m?.races.filter((r) => r.feature)).toHaveLength(1);
          });
          // The course does not race the day before or after its festival.
          const first = dayNumber(edition.dates[0]!);
          const last = dayNumber(edition.dates[edition.dates.length - 1]!);
          expect(at(isoDate(first - 1), seed, festival.course)).toBeUndefined();
          expect(at(isoDate(last + 1), seed, festival.course)).toBeUndefined();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('runs the Gold Cup on Friday 19 March 2027 at 15:30, the Grand National at 16:00 on its Saturday, the Derby on 5 June 2027 and the Oaks the day before', () => {
    const goldCup = featureOf(at('2027-03-19', 'sl-world-1', 'Cheltenham'));
    expect(goldCup?.title).toMatch(/Cheltenham Gold Cup Chase \(Grade 1\)/);
    expect([hhmm(goldCup?.offMinutes ?? 0), goldCup?.distance, goldCup?.type]).toEqual([
      '15:30',
      '3m 2f 70y',
      'Chase',
    ]);
    expect(featureOf(at('2027-03-18', 'sl-world-1', 'Cheltenham'))?.title).toContain('Stayers Hurdle');

    const nationalDay = festivalEdition('grand-national', 2027).dates[2]!;
    const national = featureOf(at(nationalDay, 'sl-world-1', 'Aintree'));
    expect([
      hhmm(national?.offMinutes ?? 0),
      national?.distance,
      national?.fieldSize,
      national?.handicap,
    ]).toEqual(['16:00', '4m 2f 74y', 34, true]);

    const derby = featureOf(at('2027-06-05', 'sl-world-1', 'Epsom'));
    expect(derby?.title).toMatch(/^Betfred Derby \(Group 1\)/);
    expect([derby?.distance, derby?.minAge, derby?.maxAge, derby?.raceClass]).toEqual(['1m 4f 6y', 3, 3, 1]);
    expect(derby?.prize).toBeGreaterThanOrEqual(600_000);
    expect(featureOf(at('2027-06-04', 'sl-world-1', 'Epsom'))?.title).toMatch(/^Betfred Oaks/);
  });

  it('puts the other big days on their real dates: Derby (first Saturday of June), King George on Boxing Day, the Ebor, the St Leger, Punchestown, Galway, Leopardstown at Christmas', () => {
    fc.assert(
      fc.property(anyYear, anySeed, (year, seed) => {
        const saturdayOfJune = isoDate(onOrAfter(year, 6, 1, SATURDAY));
        expect(featureOf(at(saturdayOfJune, seed, 'Epsom'))?.feature).toBe('Derby');
        const boxingDay = `${year}-12-26`;
        expect(featureOf(at(boxingDay, seed, 'Kempton'))?.title).toContain('King George VI Chase');
        for (const m of racesOn(boxingDay, seed).filter((x) => x.festival)) expect(m.races).toHaveLength(7);
        expect(featureOf(at(boxingDay, seed, 'Leopardstown'))?.title).toContain('Racing Post Novice Chase');
        expect(featureOf(at(`${year}-12-28`, seed, 'Leopardstown'))?.title).toContain('Savills Chase');
        expect(featureOf(at(isoDate(onOrAfter(year, 8, 18, SATURDAY)), seed, 'York'))?.title).toContain(
          'Ebor',
        );
        expect(featureOf(at(isoDate(onOrAfter(year, 8, 18, SATURDAY) - 3), seed, 'York'))?.title).toContain(
          'Juddmonte International',
        );
        expect(featureOf(at(isoDate(onOrAfter(year, 9, 10, SATURDAY)), seed, 'Doncaster'))?.title).toContain(
          'St Leger',
        );
        const punchestown = onOrAfter(year, 4, 24, TUESDAY);
        expect(featureOf(at(isoDate(punchestown + 1), seed, 'Punchestown'))?.title).toContain(
          'Punchestown Gold Cup',
        );
        expect(at(isoDate(punchestown + 4), seed, 'Punchestown')?.festival?.day).toBe(5);
        const galway = lastOfMonth(year, 7, 1);
        expect(featureOf(at(isoDate(galway + 2), seed, 'Galway'))?.title).toContain('Galway Plate');
        expect(at(isoDate(galway + 2), seed, 'Galway')?.code).toBe('jumps');
        expect(at(isoDate(galway + 6), seed, 'Galway')?.festival?.day).toBe(7);
      }),
      { numRuns: 30 },
    );
  });
});

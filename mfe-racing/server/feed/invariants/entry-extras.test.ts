import type { Entry } from '@sl/contracts';
import { parseWeight } from '../invariants';
import { entryAt, raceAt } from '../fixtures/valid-day';
import { ownerSilk } from '../world/silks';
import { bettingForecastOf } from './forecast';
import { problemsAfter } from './testing';

const silk = ownerSilk(7, 1);
const runnersOfRace = (d: Parameters<typeof raceAt>[0], i: number) =>
  raceAt(d, i).entries.filter((e) => e.statusId === 21);

describe('race card entry rules', () => {
  it('silks: described as drawn, one set of colours per owner', () => {
    expect(problemsAfter((d) => Object.assign(entryAt(d, 0, 0), { silk, owner: 'Mr A. Pelham' }))).toEqual(
      [],
    );
    expect(
      problemsAfter((d) =>
        Object.assign(entryAt(d, 0, 0), { silk: { ...silk, description: 'Pink, black spots, pink cap' } }),
      ),
    ).toEqual([
      `race 20261121021 (Ascot 12:40): Storm Harbour's silks read "Pink, black spots, pink cap" but are drawn as "${silk.description}"`,
    ]);
    expect(
      problemsAfter((d) => {
        Object.assign(entryAt(d, 0, 0), { silk, owner: 'Mr A. Pelham' });
        Object.assign(entryAt(d, 1, 0), { silk: ownerSilk(7, 2), owner: 'Mr A. Pelham' });
      }),
    ).toEqual([
      'owner Mr A. Pelham has two sets of colours (Storm Harbour in race 20261121021 (Ascot 12:40); Red Ledger in race 20261121022 (Ascot 13:15))',
    ]);
  });

  it('days since the last run count from the newest run', () => {
    expect(problemsAfter((d) => (entryAt(d, 0, 0).daysSinceLastRun = 22))).toEqual([]);
    expect(problemsAfter((d) => (entryAt(d, 0, 0).daysSinceLastRun = 21))).toEqual([
      'race 20261121021 (Ascot 12:40): Storm Harbour shows 21 days since its last run, its record says 22',
    ]);
    expect(problemsAfter((d) => (entryAt(d, 0, 0).badges = []))).toEqual([
      'race 20261121021 (Ascot 12:40): Storm Harbour shows no days since its last run, its record says 22',
    ]);
  });

  it('sex agrees with age and with a fillies-and-mares race', () => {
    expect(problemsAfter((d) => Object.assign(entryAt(d, 0, 0), { sex: 'g' }))).toEqual([]);
    const age = (d: Parameters<typeof raceAt>[0]) => entryAt(d, 0, 0).age;
    expect(
      problemsAfter((d) => Object.assign(entryAt(d, 0, 0), { sex: age(d) > 4 ? 'c' : 'm' })).length,
    ).toBe(1);
    expect(
      problemsAfter((d) => {
        raceAt(d, 0).title = "Coral Mares' Novices Hurdle";
        for (const e of raceAt(d, 0).entries) e.sex = e.age > 4 ? 'm' : 'f';
        entryAt(d, 0, 1).sex = 'g';
      }),
    ).toEqual(['race 20261121021 (Ascot 12:40): Kilcash Lad (g) runs in a race for fillies and mares']);
  });

  it('handicap weights follow the official ratings; handicappers are rated within the band', () => {
    // Ratings in weight order are fine.
    const rate = (d: Parameters<typeof raceAt>[0]) =>
      [...runnersOfRace(d, 2)]
        .sort((a, b) => parseWeight(b.weight)! - parseWeight(a.weight)!)
        .forEach((e, i) => (e.officialRating = 80 - i * 3));
    expect(problemsAfter(rate)).toEqual([]);
    const swapped = problemsAfter((d) => {
      rate(d);
      const [top, , , last] = [...runnersOfRace(d, 2)].sort(
        (a, b) => parseWeight(b.weight)! - parseWeight(a.weight)!,
      ) as Entry[];
      [top!.officialRating, last!.officialRating] = [last!.officialRating, top!.officialRating];
    });
    expect(swapped.length).toBeGreaterThan(0);
    expect(swapped[0]).toMatch(/carries .* less than/);
    expect(
      problemsAfter((d) => {
        rate(d);
        raceAt(d, 2).title = 'Unibet Handicap (Class 5) (0-75, 3yo+)';
      }),
    ).toContain('race 20261121091 (Wolverhampton 17:00): Golden Sextant is rated 80 in a 0-75 handicap');
  });

  it('claims are 3, 5 or 7, one figure per rider, none in Group races', () => {
    expect(problemsAfter((d) => (entryAt(d, 2, 0).jockeyClaim = 3))).toEqual([]);
    expect(
      problemsAfter((d) => {
        entryAt(d, 2, 0).jockeyClaim = 3;
        raceAt(d, 2).title = 'Unibet Stakes (Group 3)';
      }),
    ).toHaveLength(1);
    expect(
      problemsAfter((d) => {
        entryAt(d, 2, 0).jockeyClaim = 3;
        entryAt(d, 3, 0).jockeyClaim = 5;
      }),
    ).toEqual([expect.stringMatching(/claims 3 lb in race 20261121091 .* and 5 lb in race 20261121092/)]);
  });

  it("people's 14-day form adds up and is one figure per person per day", () => {
    const form = { runs: 10, wins: 2, winPercent: 20, profit: 3.5 };
    expect(problemsAfter((d) => (entryAt(d, 0, 0).jockeyForm = form))).toEqual([]);
    expect(problemsAfter((d) => (entryAt(d, 0, 0).jockeyForm = { ...form, winPercent: 25 })).length).toBe(1);
    expect(
      problemsAfter((d) => (entryAt(d, 0, 0).jockeyForm = { ...form, wins: 0, winPercent: 0 })).length,
    ).toBe(1);
    // Tom Ashby rides in races 0 and 1.
    expect(
      problemsAfter((d) => {
        entryAt(d, 0, 0).jockeyForm = form;
        entryAt(d, 1, 0).jockeyForm = { ...form, runs: 11, winPercent: 18 };
      }),
    ).toEqual([
      'race 20261121022 (Ascot 13:15): Tom Ashby shows two different 14-day forms in the day (Red Ledger)',
    ]);
  });

  it('the forecast follows the current odds, shortest first, with the favourite marked', () => {
    expect(
      problemsAfter((d) => (raceAt(d, 0).bettingForecast = bettingForecastOf(raceAt(d, 0).entries))),
    ).toEqual([]);
    const forecast = bettingForecastOf(validRace());
    expect(forecast.map((f) => `${f.price} ${f.horseName} ${f.favourite}`.trim())).toEqual([
      '5/4 Storm Harbour Fav',
      '2/1 Kilcash Lad',
      '7/2 Bright Meadow',
      '6/1 Quiet Amber',
    ]);
    expect(
      problemsAfter(
        (d) => (raceAt(d, 0).bettingForecast = bettingForecastOf(raceAt(d, 0).entries).reverse()),
      ),
    ).toHaveLength(1);
  });

  it('the verdict names the top-rated runner and the danger', () => {
    expect(
      problemsAfter(
        (d) => (raceAt(d, 0).verdict = 'Storm Harbour gets the vote. Kilcash Lad is the danger.'),
      ),
    ).toEqual([]);
    expect(problemsAfter((d) => (raceAt(d, 0).verdict = 'Kilcash Lad gets the vote.'))).toEqual([
      'race 20261121021 (Ascot 12:40): the verdict does not name the top-rated Storm Harbour',
    ]);
  });
});

function validRace(): Entry[] {
  let entries: Entry[] = [];
  problemsAfter((d) => (entries = raceAt(d, 0).entries));
  return entries;
}

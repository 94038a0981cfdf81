import type { Entry, PersonForm, RaceCard } from '@sl/contracts';
import { describeSilk, silkColourName } from '../world/silks';
import { entryLabel, raceLabel, runnersOf, type Day } from './day';
import { newestFirst } from './form';
import { raceCodeOf } from './race-code';
import { parseWeight } from './weights';

/**
 * The race card's entry facts beyond the spec's fields (silks, sex, official rating, headgear, claims, people's
 * form, forecast and verdict): each rule checks only what the feed gives, so an older feed without them passes.
 */
const isHandicap = (race: RaceCard) => /handicap|nursery/i.test(race.title);
const bandTop = (race: RaceCard): number | null => {
  const m = /\(0-(\d+)/.exec(race.title);
  return m ? Number(m[1]) : null;
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000);

/** The colours are drawn from named shades and described in the same words; an owner has one set of colours. */
export function silkProblems(day: Day): string[] {
  const problems: string[] = [];
  const byOwner = new Map<string, { silk: string; where: string }>();
  for (const race of day.races)
    for (const e of race.entries) {
      if (!e.silk) continue;
      const { description, ...drawn } = e.silk;
      const shades = [
        drawn.body,
        drawn.bodyPatternColour,
        drawn.sleeves,
        drawn.sleevePatternColour,
        drawn.cap,
        drawn.capPatternColour,
      ];
      if (shades.some((hex) => silkColourName(hex) === undefined))
        problems.push(`${raceLabel(race)}: ${e.horseName}'s silks use a colour that has no name`);
      else if (description !== describeSilk(drawn))
        problems.push(
          `${raceLabel(race)}: ${e.horseName}'s silks read "${description}" but are drawn as "${describeSilk(drawn)}"`,
        );
      if (!e.owner) continue;
      const silk = JSON.stringify(e.silk);
      const seen = byOwner.get(e.owner);
      if (!seen) byOwner.set(e.owner, { silk, where: `${e.horseName} in ${raceLabel(race)}` });
      else if (seen.silk !== silk)
        problems.push(
          `owner ${e.owner} has two sets of colours (${seen.where}; ${e.horseName} in ${raceLabel(race)})`,
        );
    }
  return problems;
}

/** Colts and fillies are four or younger, horses and mares five or older; fillies' and mares' races are for them. */
export const sexProblems = (day: Day): string[] =>
  day.races.flatMap((race) =>
    race.entries.flatMap((e) => {
      if (!e.sex) return [];
      const out: string[] = [];
      if ((e.sex === 'c' || e.sex === 'f') && e.age > 4)
        out.push(
          `${raceLabel(race)}: ${e.horseName} is ${e.age} and shown as a ${e.sex === 'c' ? 'colt' : 'filly'}`,
        );
      if ((e.sex === 'h' || e.sex === 'm') && e.age < 5)
        out.push(
          `${raceLabel(race)}: ${e.horseName} is ${e.age} and shown as a ${e.sex === 'h' ? 'horse' : 'mare'}`,
        );
      if (/fillies|mares/i.test(race.title) && e.sex !== 'f' && e.sex !== 'm')
        out.push(`${raceLabel(race)}: ${e.horseName} (${e.sex}) runs in a race for fillies and mares`);
      return out;
    }),
  );

/**
 * Handicappers all have a rating within the race's band and carry weight by it (a higher rating never carries
 * less); a bumper horse has none.
 */
export function officialRatingProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const race of day.races) {
    const runners = runnersOf(race).filter((e) => e.officialRating !== undefined);
    if (runners.length === 0) continue;
    if (raceCodeOf(race).type === 'NH Flat')
      for (const e of runners.filter((x) => x.officialRating! > 0))
        problems.push(`${raceLabel(race)}: ${e.horseName} has a rating of ${e.officialRating} in a bumper`);
    if (!isHandicap(race)) continue;
    const top = bandTop(race);
    for (const e of runners) {
      if (e.officialRating! <= 0)
        problems.push(`${raceLabel(race)}: ${e.horseName} runs in a handicap unrated`);
      if (top !== null && e.officialRating! > top)
        problems.push(
          `${raceLabel(race)}: ${e.horseName} is rated ${e.officialRating} in a 0-${top} handicap`,
        );
    }
    for (const a of runners)
      for (const b of runners)
        if (a.officialRating! > b.officialRating! && parseWeight(a.weight)! < parseWeight(b.weight)!)
          problems.push(
            `${raceLabel(race)}: ${a.horseName} (OR ${a.officialRating}) carries ${a.weight}, less than ${b.horseName} (OR ${b.officialRating}) on ${b.weight}`,
          );
  }
  return problems;
}

/** Days since the last run count from the newest run in the record; a horse with none shows none. */
export const daysSinceRunProblems = (day: Day): string[] =>
  day.races.flatMap((race) =>
    race.entries.flatMap((e) => {
      // A feed without the field is checked only where it gives one; the generator gives badges alongside.
      if (e.daysSinceLastRun === undefined && e.badges === undefined) return [];
      const newest = newestFirst(e.horse.performances)[0];
      const want = newest ? daysBetween(newest.meetingDate, day.date) : undefined;
      return e.daysSinceLastRun === want
        ? []
        : [
            `${raceLabel(race)}: ${e.horseName} shows ${e.daysSinceLastRun ?? 'no'} days since its last run, its record says ${want ?? 'none'}`,
          ];
    }),
  );

const claimable = (race: RaceCard) =>
  !/\((Group|Grade) \d\)|\(Listed\)/.test(race.title) && race.raceClass !== 1;

/** Claims are 3, 5 or 7 lb, not taken in Pattern, Graded, Listed or Class 1 races, and a rider's claim is one figure. */
export function claimProblems(day: Day): string[] {
  const problems: string[] = [];
  const claims = new Map<string, { claim: number; where: string }>();
  for (const race of day.races)
    for (const e of runnersOf(race)) {
      const claim = e.jockeyClaim;
      if (claim === undefined || !e.jockeyCode) continue;
      if (![0, 3, 5, 7].includes(claim))
        problems.push(`${raceLabel(race)}: ${entryLabel(e)} claims ${claim} lb`);
      if (!claimable(race)) {
        if (claim > 0)
          problems.push(
            `${raceLabel(race)}: ${entryLabel(e)} claims ${claim} lb in a race without allowances`,
          );
        continue;
      }
      const seen = claims.get(e.jockeyCode);
      if (!seen) claims.set(e.jockeyCode, { claim, where: raceLabel(race) });
      else if (seen.claim !== claim)
        problems.push(
          `${e.jockeyFullName} claims ${seen.claim} lb in ${seen.where} and ${claim} lb in ${raceLabel(race)}`,
        );
    }
  return problems;
}

const formSane = (f: PersonForm) =>
  f.wins <= f.runs &&
  f.winPercent === (f.runs ? Math.round((100 * f.wins) / f.runs) : 0) &&
  f.profit >= -f.runs &&
  (f.wins > 0 || f.profit === -f.runs);

/** A jockey's or trainer's 14-day form adds up and is the same on every card of the day. */
export function personFormProblems(day: Day): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const check = (race: RaceCard, e: Entry, who: string, code: string, form: PersonForm | undefined) => {
    if (!form || !code) return;
    if (!formSane(form))
      problems.push(`${raceLabel(race)}: ${who}'s 14-day form does not add up (${JSON.stringify(form)})`);
    const key = `${who}:${code}`;
    const text = JSON.stringify(form);
    const before = seen.get(key);
    if (before === undefined) seen.set(key, text);
    else if (before !== text)
      problems.push(
        `${raceLabel(race)}: ${who} shows two different 14-day forms in the day (${e.horseName})`,
      );
  };
  for (const race of day.races)
    for (const e of race.entries) {
      check(race, e, e.jockeyFullName, e.jockeyCode, e.jockeyForm);
      check(race, e, e.trainerFullName, e.trainerCode, e.trainerForm);
      if (
        e.trainerForm &&
        e.statusId === 21 &&
        e.hotTrainer !== (e.trainerForm.runs >= 4 && e.trainerForm.wins / e.trainerForm.runs >= 0.25 ? 1 : 0)
      )
        problems.push(
          `${raceLabel(race)}: ${e.trainerFullName} is ${e.hotTrainer ? '' : 'not '}flagged hot against a 14-day form of ${e.trainerForm.wins} from ${e.trainerForm.runs}`,
        );
    }
  return problems;
}

/** The verdict names the top-rated runner and, when there is one, the second-rated as the danger. */
export const verdictProblems = (day: Day): string[] =>
  day.races
    .filter((race) => race.verdict)
    .flatMap((race) => {
      const top = race.entries.find((e) => e.topRated);
      const second = race.entries.find((e) => e.rating123 === 2);
      const out: string[] = [];
      if (!top || (!race.verdict!.startsWith(top.horseName) && !race.verdict!.includes(` ${top.horseName} `)))
        out.push(`${raceLabel(race)}: the verdict does not name the top-rated ${top?.horseName ?? 'runner'}`);
      if (second && !race.verdict!.includes(second.horseName))
        out.push(
          `${raceLabel(race)}: the verdict does not name the danger, second-rated ${second.horseName}`,
        );
      return out;
    });

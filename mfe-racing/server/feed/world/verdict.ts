import type { Entry } from '@sl/contracts';
import { hash } from './hash';

/**
 * The analyst's verdict on a race: the top-rated runner is the selection and the second-rated the danger, each with
 * a reason taken from its own card (badges, last run, days off), so the paragraph never disagrees with the ratings.
 */
function reason(e: Entry, salt: number): string {
  const badges = e.badges ?? [];
  const last = e.form.slice(-1);
  const options: string[] = [];
  if (badges.includes('CD')) options.push('a course-and-distance winner');
  else if (badges.includes('C')) options.push('already a winner here');
  else if (badges.includes('D')) options.push('proven at the trip');
  if (last === '1') options.push('a winner last time out');
  else if (last === '2' || last === '3') options.push('placed last time out');
  if (badges.includes('BF')) options.push('beaten favourite last time');
  if (e.daysSinceLastRun !== undefined && e.daysSinceLastRun > 90) options.push('fresh from a break');
  if (e.horse.performances.length === 0)
    options.push((e.officialRating ?? 0) > 0 ? 'back from a long break' : 'a newcomer of interest');
  if (options.length === 0) options.push('with solid claims on form', 'open to improvement');
  return options[salt % options.length]!;
}

const OPENERS = [
  (top: string, why: string) => `${top} sets the standard on our ratings and, ${why}, gets the vote.`,
  (top: string, why: string) => `${top} comes out best on the figures (${why}) and is the one to beat.`,
  (top: string, why: string) => `${top} tops our ratings and, ${why}, should take all the beating.`,
];
const DANGERS = [
  (d: string, why: string) => `${d}, ${why}, is the chief danger.`,
  (d: string, why: string) => `The main threat looks to be ${d}, ${why}.`,
  (d: string, why: string) => `${d} (${why}) is feared most.`,
];

export function verdictOf(raceId: number, entries: readonly Entry[]): string {
  const top = entries.find((e) => e.topRated);
  if (!top) return '';
  const danger = entries.find((e) => e.rating123 === 2);
  const pick = <T>(list: readonly T[], salt: number) => list[hash(raceId, salt) % list.length]!;
  const first = pick(OPENERS, 1)(top.horseName, reason(top, hash(raceId, 2)));
  if (!danger) return first;
  return `${first} ${pick(DANGERS, 3)(danger.horseName, reason(danger, hash(raceId, 4)))}`;
}

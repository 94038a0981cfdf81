import type { SeededRandom } from '@sl/server-kit';

/**
 * Race titles as the cards print them: sponsor, conditions and type, then the class (GB) or grade and the rating
 * band and ages. No sponsor's name contains a type word (Hurdle, Chase, National Hunt Flat), so the type word in a
 * title is always the race's own.
 */
const GB_SPONSORS = [
  'Sky Bet',
  'Racing TV',
  'At The Races',
  'Betfred',
  'William Hill',
  'Coral',
  'Ladbrokes',
  'Paddy Power',
  'BetMGM',
  'Betway',
  'Virgin Bet',
  'Unibet',
  'bet365',
  'Betfair',
  'talkSPORT',
  'Matchbook',
  'BetUK',
  'Pertemps Network',
  'Watch Racing Free Online At Coral',
  'Download The At The Races App',
  'Follow @RacingTV On X',
  'Get Your Ladbrokes Daily Odds Boost',
];
const IE_SPONSORS = [
  'Irish Stallion Farms EBF',
  'BoyleSports',
  'Bar One Racing',
  'Tote.ie',
  'Kerry Group',
  'Ladbrokes',
  'Paddy Power',
  'Adare Manor',
  'Goffs',
  'Hotel Woodstock',
  'Racing TV',
  'Irish Injured Jockeys',
];

export const ALL_SPONSORS = [...GB_SPONSORS, ...IE_SPONSORS];

function ages(minAge: number, maxAge: number | null): string {
  if (maxAge === null) return `${minAge}yo+`;
  return minAge === maxAge ? `${minAge}yo` : `${minAge}-${maxAge}yo`;
}

export interface TitleParts {
  country: 'GB' | 'IE';
  core: string;
  raceClass: number;
  grade: string;
  ratingBand: [number, number] | null;
  minAge: number;
  maxAge: number | null;
}

/** An ordinary race's title: "Sky Bet Handicap Hurdle (Class 3) (0-135, 4yo+)". */
export function ordinaryTitle(rng: SeededRandom, p: TitleParts): string {
  const sponsors = p.country === 'GB' ? GB_SPONSORS : IE_SPONSORS;
  // EBF races carry the breeders' name already; a few races have no sponsor at all.
  const sponsor = /EBF/.test(p.core) || rng.chance(0.12) ? '' : `${rng.pick(sponsors)} `;
  return `${sponsor}${p.core}${suffix(p)}`;
}

/** A big meeting's race: its real name, then the grade or class. */
export function fixedTitle(name: string, p: TitleParts): string {
  return `${name}${suffix(p)}`;
}

function suffix(p: TitleParts): string {
  const band = p.ratingBand ? `${p.ratingBand[0]}-${p.ratingBand[1]}, ` : '';
  const level = p.grade ? ` (${p.grade})` : p.country === 'GB' ? ` (Class ${p.raceClass})` : '';
  return `${level} (${band}${ages(p.minAge, p.maxAge)})`;
}

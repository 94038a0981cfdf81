import { BOOKMAKER_IDS, type TeamColours } from '@sl/contracts';
import {
  SILK_BODY_PATTERNS,
  SILK_CAP_PATTERNS,
  SILK_SLEEVE_PATTERNS,
  type Silk,
} from '@sl/contracts/race-history';

import feed from './samples.json' with { type: 'json' };

/**
 * Sample data for the catalogue. The colours are feed data (owners' registered silks, clubs' shirts), so they sit
 * in a JSON fixture shaped like the feeds' answers, not in code, where a colour would be a style.
 */
const isSilk = (s: { bodyPattern: string; sleevePattern: string; capPattern: string }): s is Silk =>
  (SILK_BODY_PATTERNS as readonly string[]).includes(s.bodyPattern) &&
  (SILK_SLEEVE_PATTERNS as readonly string[]).includes(s.sleevePattern) &&
  (SILK_CAP_PATTERNS as readonly string[]).includes(s.capPattern);

export const SAMPLE_SILKS: Silk[] = feed.silks.filter(isSilk);

const words = (pattern: string) => pattern.replace(/-/g, ' ');
const patternSilk = {
  ...feed.patternSilk,
  bodyPattern: 'plain',
  sleevePattern: 'plain',
  capPattern: 'plain',
} as Silk;

/** Every pattern the feed can send, on white with red, so the catalogue shows each drawn. */
export const PATTERN_SILKS = {
  body: SILK_BODY_PATTERNS.map((bodyPattern): Silk => ({
    ...patternSilk,
    bodyPattern,
    description:
      bodyPattern === 'hooped-sleeves-only'
        ? 'White, red hooped sleeves, white cap'
        : `White, red ${words(bodyPattern)}, white sleeves, white cap`,
  })),
  sleeves: SILK_SLEEVE_PATTERNS.map((sleevePattern): Silk => ({
    ...patternSilk,
    sleevePattern,
    description: `White, white sleeves, red ${words(sleevePattern)}, white cap`,
  })),
  cap: SILK_CAP_PATTERNS.map((capPattern): Silk => ({
    ...patternSilk,
    capPattern,
    description: `White, white cap, red ${words(capPattern)}`,
  })),
};

export interface SampleClub {
  name: string;
  abbreviation: string;
  colours?: TeamColours;
}

/** One club per crest pattern and shape, and one with no colours in the feed (the neutral crest). */
export const SAMPLE_CLUBS: SampleClub[] = feed.clubs.map((c) => ({
  name: c.name,
  abbreviation: c.abbreviation,
  colours: 'colours' in c && c.colours ? (c.colours as TeamColours) : undefined,
}));

export const SAMPLE_BOOKMAKERS = [
  { id: BOOKMAKER_IDS.betfair, name: 'Betfair' },
  { id: BOOKMAKER_IDS.paddyPower, name: 'Paddy Power' },
  { id: BOOKMAKER_IDS.skyBet, name: 'Sky Bet' },
  { id: 23, name: 'William Hill' },
];

export interface SampleRunner {
  cloth: number;
  draw: number | null;
  horse: string;
  age: number;
  /** Weight in stones and pounds, as the card prints it. */
  weight: string;
  officialRating: number;
  jockey: string;
  trainer: string;
  silk: Silk;
  price: string;
}

/** A Champion Hurdle style card: hurdles have no draw; the mares carry 7 lb less. */
export const SAMPLE_RUNNERS: SampleRunner[] = [
  {
    cloth: 1,
    draw: null,
    horse: 'Constitution Hill',
    age: 9,
    weight: '11-10',
    officialRating: 175,
    jockey: 'Nico de Boinville',
    trainer: 'Nicky Henderson',
    silk: SAMPLE_SILKS[3]!,
    price: '6/4',
  },
  {
    cloth: 2,
    draw: null,
    horse: 'State Man',
    age: 9,
    weight: '11-10',
    officialRating: 168,
    jockey: 'Paul Townend',
    trainer: 'W. P. Mullins',
    silk: SAMPLE_SILKS[2]!,
    price: '3/1',
  },
  {
    cloth: 3,
    draw: null,
    horse: 'Brighterdaysahead',
    age: 7,
    weight: '11-3',
    officialRating: 161,
    jockey: 'J. W. Kennedy',
    trainer: 'Gordon Elliott',
    silk: SAMPLE_SILKS[0]!,
    price: '7/2',
  },
  {
    cloth: 4,
    draw: null,
    horse: 'Golden Ace',
    age: 8,
    weight: '11-3',
    officialRating: 158,
    jockey: 'Lorcan Williams',
    trainer: 'Jeremy Scott',
    silk: SAMPLE_SILKS[1]!,
    price: '12/1',
  },
];

export interface SampleStanding {
  position: number;
  club: SampleClub;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

const clubNamed = (name: string) => SAMPLE_CLUBS.find((c) => c.name === name)!;

/** The top of a table after 12 rounds. */
export const SAMPLE_TABLE: SampleStanding[] = [
  {
    position: 1,
    club: clubNamed('Arsenal'),
    played: 12,
    won: 9,
    drawn: 2,
    lost: 1,
    goalsFor: 24,
    goalsAgainst: 6,
  },
  {
    position: 2,
    club: clubNamed('Manchester City'),
    played: 12,
    won: 8,
    drawn: 1,
    lost: 3,
    goalsFor: 27,
    goalsAgainst: 12,
  },
  {
    position: 3,
    club: clubNamed('Newcastle United'),
    played: 12,
    won: 6,
    drawn: 4,
    lost: 2,
    goalsFor: 17,
    goalsAgainst: 11,
  },
  {
    position: 4,
    club: clubNamed('Crystal Palace'),
    played: 12,
    won: 5,
    drawn: 5,
    lost: 2,
    goalsFor: 15,
    goalsAgainst: 10,
  },
];

export const points = (s: SampleStanding) => s.won * 3 + s.drawn;

/** A hurdler's official rating after each run. */
export const SAMPLE_RATINGS = [
  { x: 'Dec 21', y: 142 },
  { x: 'Mar 22', y: 165 },
  { x: 'Dec 22', y: 172 },
  { x: 'Mar 23', y: 177 },
  { x: 'Dec 23', y: 177 },
  { x: 'Dec 24', y: 173 },
  { x: 'Mar 25', y: 170 },
  { x: 'Nov 25', y: 175 },
];

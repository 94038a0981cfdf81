import { FESTIVAL_MEETINGS, festivalEdition, type FestivalName } from '@sl/contracts';
import { courseByName, type Course } from '../courses';
import { SATURDAY, TUESDAY, dayNumber, dayOf, lastOfMonth, onOrAfter } from './dates';
import { parseDistance } from './distance';
import type { RaceCode, RaceType, Surface } from './types';

/**
 * The festivals and big meetings on their real dates, with their real races (names, grades, trips, ages and the
 * slot each holds on the card are facts; prizes are close to the real winner's prizes). A slot left null is an
 * ordinary race of the meeting, drawn like any other.
 */
export interface FixedRace {
  title: string;
  type: RaceType;
  grade: string;
  handicap: boolean;
  distanceYards: number;
  minAge: number;
  maxAge: number | null;
  sex: 'any' | 'fillies' | 'mares';
  /** Winner's prize in the meeting's currency. */
  prize: number;
  field: [number, number];
  /** The festival day's feature (its name as FESTIVAL_MEETINGS gives it), when this is that race. */
  feature?: string;
}

export interface BigMeetingDay {
  course: Course;
  code: RaceCode;
  surface: Surface;
  festival: { name: string; day: number; microsite?: FestivalName };
  /** London minutes of the first race, and the gaps between races (one fewer than the races). */
  firstOff: number;
  gaps: number[];
  races: Array<FixedRace | null>;
}

/** [title, type (F flat, H hurdle, C chase, B bumper), grade, handicap, trip, ages 'min-max' or 'min+', sex, prize, field] */
type Row = [string, 'F' | 'H' | 'C' | 'B', string, boolean, string, string, FixedRace['sex'], number, string];
/** A day's card in race order; null is an ordinary race of the meeting. */
type Card = Array<Row | null>;
const TYPES: Record<Row[1], RaceType> = { F: 'Flat', H: 'Hurdle', C: 'Chase', B: 'NH Flat' };

function race(row: Row | null, feature?: string): FixedRace | null {
  if (!row) return null;
  const [title, type, grade, handicap, trip, ages, sex, prize, field] = row;
  const [min, max] = ages.endsWith('+') ? [Number(ages.slice(0, -1)), null] : ages.split('-').map(Number);
  const [lo, hi] = field.split('-').map(Number);
  return {
    title,
    type: TYPES[type],
    grade,
    handicap,
    distanceYards: parseDistance(trip),
    minAge: min ?? 4,
    maxAge: max ?? null,
    sex,
    prize,
    field: [lo ?? 5, hi ?? lo ?? 12],
    ...(feature && title.includes(feature) ? { feature } : {}),
  };
}

/** Cheltenham: 13:30 then every 40 minutes; each day's championship is race 4 at 15:30. */
// prettier-ignore
const CHELTENHAM: Row[][] = [
  [
    ["Sky Bet Supreme Novices' Hurdle", 'H', 'Grade 1', false, '2m 87y', '4+', 'any', 85_425, '8-16'],
    ["My Pension Expert Arkle Challenge Trophy Novices' Chase", 'C', 'Grade 1', false, '2m', '5+', 'any', 120_000, '5-10'],
    ['Ultima Handicap Chase', 'C', 'Grade 3', true, '3m 1f', '5+', 'any', 101_270, '16-24'],
    ['Unibet Champion Hurdle Challenge Trophy', 'H', 'Grade 1', false, '2m 87y', '4+', 'any', 253_215, '6-12'],
    ["Close Brothers Mares' Hurdle", 'H', 'Grade 1', false, '2m 4f', '4+', 'mares', 84_405, '8-14'],
    ['Boodles Juvenile Handicap Hurdle', 'H', 'Grade 3', true, '2m 87y', '4-4', 'any', 50_640, '16-22'],
    ["National Hunt Challenge Cup Amateur Jockeys' Novices' Chase", 'C', 'Grade 2', false, '3m 5f 201y', '5+', 'any', 75_000, '12-20'],
  ],
  [
    ["Ballymore Novices' Hurdle", 'H', 'Grade 1', false, '2m 5f', '4+', 'any', 84_405, '8-16'],
    ["Brown Advisory Novices' Chase", 'C', 'Grade 1', false, '3m 80y', '5+', 'any', 112_540, '6-12'],
    ['Coral Cup Handicap Hurdle', 'H', 'Grade 3', true, '2m 5f', '5+', 'any', 61_900, '18-26'],
    ['Betway Queen Mother Champion Chase', 'C', 'Grade 1', false, '2m', '5+', 'any', 225_080, '5-10'],
    ['Glenfarclas Cross Country Chase', 'C', '', false, '3m 6f 37y', '5+', 'any', 45_000, '10-16'],
    ['Grand Annual Handicap Chase', 'C', 'Grade 3', true, '2m 62y', '5+', 'any', 61_900, '16-22'],
    ['Weatherbys Champion Bumper (A Standard Open National Hunt Flat Race)', 'B', 'Grade 1', false, '2m 87y', '4-6', 'any', 45_016, '14-22'],
  ],
  [
    ["Turners Novices' Chase", 'C', 'Grade 1', false, '2m 4f 44y', '5+', 'any', 98_473, '6-12'],
    ['Pertemps Network Final Handicap Hurdle', 'H', 'Grade 3', true, '2m 7f 213y', '5+', 'any', 56_270, '18-24'],
    ['Ryanair Chase', 'C', 'Grade 1', false, '2m 4f 127y', '5+', 'any', 196_945, '6-12'],
    ['Paddy Power Stayers Hurdle', 'H', 'Grade 1', false, '2m 7f 213y', '4+', 'any', 196_945, '8-16'],
    ['Plate Handicap Chase', 'C', 'Grade 3', true, '2m 4f 127y', '5+', 'any', 61_900, '18-22'],
    ["Mares' Novices' Hurdle", 'H', 'Grade 2', false, '2m 1f', '4+', 'mares', 56_270, '10-16'],
    ["Kim Muir Challenge Cup Amateur Jockeys' Handicap Chase", 'C', '', true, '3m 2f', '5+', 'any', 45_016, '18-24'],
  ],
  [
    ['JCB Triumph Hurdle', 'H', 'Grade 1', false, '2m 1f', '4-4', 'any', 84_405, '8-16'],
    ['County Handicap Hurdle', 'H', 'Grade 3', true, '2m 179y', '5+', 'any', 61_900, '18-26'],
    ["Albert Bartlett Novices' Hurdle", 'H', 'Grade 1', false, '2m 7f 213y', '4+', 'any', 84_405, '10-18'],
    ['Boodles Cheltenham Gold Cup Chase', 'C', 'Grade 1', false, '3m 2f 70y', '5+', 'any', 351_688, '8-14'],
    ["St James's Place Festival Hunters' Chase", 'C', '', false, '3m 2f 70y', '5+', 'any', 26_000, '16-24'],
    ["Mrs Paddy Power Mares' Chase", 'C', 'Grade 2', false, '2m 4f 127y', '5+', 'mares', 56_270, '8-14'],
    ["Martin Pipe Conditional Jockeys' Handicap Hurdle", 'H', '', true, '2m 4f 56y', '4+', 'any', 45_016, '18-24'],
  ],
];

/** Royal Ascot: 14:30 to 18:10, seven races a day. */
// prettier-ignore
const ROYAL_ASCOT: Row[][] = [
  [
    ['Queen Anne Stakes', 'F', 'Group 1', false, '1m', '4+', 'any', 425_325, '8-16'],
    ['Coventry Stakes', 'F', 'Group 2', false, '6f', '2-2', 'any', 110_000, '12-20'],
    ['King Charles III Stakes', 'F', 'Group 1', false, '5f', '3+', 'any', 302_700, '12-18'],
    ["St James's Palace Stakes", 'F', 'Group 1', false, '7f 213y', '3-3', 'any', 354_000, '6-10'],
    ['Ascot Stakes', 'F', '', true, '2m 3f 210y', '4+', 'any', 55_000, '16-20'],
    ['Wolferton Stakes', 'F', 'Listed', false, '1m 1f 212y', '4+', 'any', 45_000, '10-16'],
    ['Copper Horse Stakes', 'F', '', true, '1m 6f 34y', '4+', 'any', 50_000, '14-20'],
  ],
  [
    ['Queen Mary Stakes', 'F', 'Group 2', false, '5f', '2-2', 'fillies', 100_000, '14-22'],
    ["Queen's Vase", 'F', 'Group 2', false, '1m 6f 34y', '3-3', 'any', 100_000, '8-14'],
    ['Duke of Cambridge Stakes', 'F', 'Group 2', false, '7f 213y', '4+', 'fillies', 100_000, '10-16'],
    ['Prince of Wales’s Stakes', 'F', 'Group 1', false, '1m 1f 212y', '4+', 'any', 567_100, '6-10'],
    ['Royal Hunt Cup', 'F', '', true, '1m', '3+', 'any', 60_000, '24-30'],
    ['Kensington Palace Stakes', 'F', '', true, '1m', '4+', 'fillies', 50_000, '14-20'],
    ['Windsor Castle Stakes', 'F', 'Listed', false, '5f', '2-2', 'any', 50_000, '16-24'],
  ],
  [
    ['Norfolk Stakes', 'F', 'Group 2', false, '5f', '2-2', 'any', 100_000, '10-16'],
    ['King George V Stakes', 'F', '', true, '1m 3f 211y', '3-3', 'any', 60_000, '16-20'],
    ['Ribblesdale Stakes', 'F', 'Group 2', false, '1m 3f 211y', '3-3', 'fillies', 130_000, '8-14'],
    ['Gold Cup', 'F', 'Group 1', false, '2m 3f 210y', '4+', 'any', 340_260, '8-14'],
    ['Britannia Stakes', 'F', '', true, '1m', '3-3', 'any', 60_000, '24-28'],
    ['Hampton Court Stakes', 'F', 'Group 3', false, '1m 1f 212y', '3-3', 'any', 70_000, '10-14'],
    ['Buckingham Palace Stakes', 'F', '', true, '7f', '3+', 'any', 50_000, '24-28'],
  ],
  [
    ['Albany Stakes', 'F', 'Group 3', false, '6f', '2-2', 'fillies', 60_000, '14-20'],
    ['King Edward VII Stakes', 'F', 'Group 2', false, '1m 3f 211y', '3-3', 'any', 150_000, '6-10'],
    ['Commonwealth Cup', 'F', 'Group 1', false, '6f', '3-3', 'any', 354_000, '12-18'],
    ['Coronation Stakes', 'F', 'Group 1', false, '7f 213y', '3-3', 'fillies', 354_000, '8-14'],
    ['Sandringham Stakes', 'F', '', true, '1m', '3-3', 'fillies', 55_000, '20-26'],
    ['Duke of Edinburgh Stakes', 'F', '', true, '1m 3f 211y', '3+', 'any', 60_000, '16-20'],
    ['Palace of Holyroodhouse Stakes', 'F', '', true, '5f', '3-3', 'any', 55_000, '20-26'],
  ],
  [
    ['Chesham Stakes', 'F', 'Listed', false, '7f', '2-2', 'any', 50_000, '10-16'],
    ['Jersey Stakes', 'F', 'Group 3', false, '7f', '3-3', 'any', 70_000, '14-20'],
    ['Hardwicke Stakes', 'F', 'Group 2', false, '1m 3f 211y', '4+', 'any', 150_000, '6-10'],
    ['Queen Elizabeth II Jubilee Stakes', 'F', 'Group 1', false, '6f', '4+', 'any', 425_325, '16-24'],
    ['Wokingham Stakes', 'F', '', true, '6f', '3+', 'any', 60_000, '26-28'],
    ['Golden Gates Stakes', 'F', '', true, '1m 1f 212y', '3-3', 'any', 50_000, '18-22'],
    ['Queen Alexandra Stakes', 'F', '', false, '2m 5f 143y', '4+', 'any', 45_000, '10-16'],
  ],
];

/** Aintree's Grand National meeting: 13:40 then every 35 minutes; the National itself at 16:00. */
// prettier-ignore
const AINTREE: Card[] = [
  [
    ["Manifesto Novices' Chase", 'C', 'Grade 1', false, '2m 3f 200y', '5+', 'any', 75_000, '5-9'],
    ['Anniversary 4-Y-O Juvenile Hurdle', 'H', 'Grade 1', false, '2m 103y', '4-4', 'any', 84_405, '8-14'],
    ['Aintree Hurdle', 'H', 'Grade 1', false, '2m 4f', '4+', 'any', 140_000, '6-10'],
    ['Aintree Bowl Chase', 'C', 'Grade 1', false, '3m 210y', '5+', 'any', 140_000, '5-9'],
    ["Foxhunters' Open Hunters' Chase", 'C', '', false, '2m 5f 19y', '6+', 'any', 28_000, '20-30'],
    ['Red Rum Handicap Chase', 'C', 'Grade 3', true, '2m', '5+', 'any', 45_000, '12-18'],
    ['Champion Standard Open National Hunt Flat Race', 'B', 'Grade 2', false, '2m 103y', '4-6', 'any', 30_000, '12-20'],
  ],
  [
    ["Top Novices' Hurdle", 'H', 'Grade 1', false, '2m 103y', '4+', 'any', 70_000, '6-12'],
    ["Mildmay Novices' Chase", 'C', 'Grade 1', false, '3m 210y', '5+', 'any', 84_000, '5-9'],
    ["Sefton Novices' Hurdle", 'H', 'Grade 1', false, '3m 149y', '4+', 'any', 70_000, '8-14'],
    ['Randox Topham Chase (Handicap)', 'C', 'Grade 3', true, '2m 5f 19y', '5+', 'any', 95_000, '24-30'],
    ['Melling Chase', 'C', 'Grade 1', false, '2m 3f 200y', '5+', 'any', 140_000, '5-9'],
    null,
    ["Mares' Standard Open National Hunt Flat Race", 'B', 'Grade 2', false, '2m 103y', '4-6', 'mares', 30_000, '12-20'],
  ],
  [
    ["Mersey Novices' Hurdle", 'H', 'Grade 1', false, '2m 4f', '4+', 'any', 70_000, '6-12'],
    ["Maghull Novices' Chase", 'C', 'Grade 1', false, '2m', '5+', 'any', 75_000, '5-9'],
    ['Liverpool Hurdle', 'H', 'Grade 1', false, '3m 149y', '4+', 'any', 140_000, '6-12'],
    ['Gaskells Handicap Hurdle', 'H', 'Grade 3', true, '2m 4f', '4+', 'any', 50_000, '18-22'],
    ['Randox Grand National Handicap Chase', 'C', 'Grade 3', true, '4m 2f 74y', '7+', 'any', 500_000, '34-34'],
    null,
    null,
  ],
];

// prettier-ignore
const EPSOM: Card[] = [
  [
    null,
    null,
    null,
    ['Coronation Cup', 'F', 'Group 1', false, '1m 4f 6y', '4+', 'any', 283_550, '5-10'],
    null,
    ['Betfred Oaks', 'F', 'Group 1', false, '1m 4f 6y', '3-3', 'fillies', 283_550, '8-14'],
    null,
  ],
  [
    null,
    null,
    ['Diomed Stakes', 'F', 'Group 3', false, '1m 113y', '3+', 'any', 51_039, '6-10'],
    null,
    null,
    ['Betfred Derby', 'F', 'Group 1', false, '1m 4f 6y', '3-3', 'any', 850_650, '12-16'],
    null,
  ],
];

/** One feature in its slot (0-based), the rest of the card ordinary. */
const featureCard = (slot: number, row: Row): Card =>
  Array.from({ length: 7 }, (_, i) => (i === slot ? row : null));

// prettier-ignore
const EBOR = [
  featureCard(3, ['Juddmonte International Stakes', 'F', 'Group 1', false, '1m 2f 56y', '3+', 'any', 603_750, '6-10']),
  featureCard(3, ['Yorkshire Oaks', 'F', 'Group 1', false, '1m 3f 188y', '3+', 'fillies', 297_675, '6-10']),
  featureCard(3, ['Nunthorpe Stakes', 'F', 'Group 1', false, '5f', '2+', 'any', 297_675, '12-18']),
  featureCard(3, ['Sky Bet Ebor Handicap', 'F', '', true, '1m 5f 188y', '3+', 'any', 60_000, '20-22']),
];
// prettier-ignore
const ST_LEGER = [
  featureCard(3, ['May Hill Stakes', 'F', 'Group 2', false, '1m', '2-2', 'fillies', 70_000, '8-12']),
  featureCard(3, ['Doncaster Cup', 'F', 'Group 2', false, '2m 1f 197y', '3+', 'any', 99_000, '6-10']),
  featureCard(3, ['Betfred St Leger Stakes', 'F', 'Group 1', false, '1m 6f 115y', '3-3', 'any', 425_325, '7-12']),
];
// prettier-ignore
const PUNCHESTOWN = [
  featureCard(3, ['Punchestown Champion Chase', 'C', 'Grade 1', false, '2m', '5+', 'any', 200_000, '5-9']),
  featureCard(3, ['Punchestown Gold Cup Chase', 'C', 'Grade 1', false, '3m 120y', '5+', 'any', 285_000, '6-10']),
  featureCard(3, ['Punchestown Champion Stayers Hurdle', 'H', 'Grade 1', false, '3m', '4+', 'any', 180_000, '6-12']),
  featureCard(3, ['Punchestown Champion Hurdle', 'H', 'Grade 1', false, '2m', '4+', 'any', 200_000, '5-10']),
  featureCard(3, ['Mares Champion Hurdle', 'H', 'Grade 1', false, '2m 4f', '4+', 'mares', 100_000, '8-14']),
];
/** Galway's week: flat cards but for the Plate (Wednesday) and the Hurdle (Thursday). */
// prettier-ignore
const GALWAY: Array<{ code: RaceCode; card: Array<Row | null> }> = [
  { code: 'flat', card: featureCard(6, ['Connacht Hotel Handicap', 'F', '', true, '1m 4f', '3+', 'any', 40_000, '14-18']) },
  { code: 'flat', card: featureCard(5, ['Galway Mile Handicap', 'F', '', true, '1m 123y', '3+', 'any', 100_000, '16-22']) },
  { code: 'jumps', card: featureCard(5, ['Tote Galway Plate Handicap Chase', 'C', '', true, '2m 6f 111y', '5+', 'any', 140_000, '20-22']) },
  { code: 'jumps', card: featureCard(5, ['Guinness Galway Hurdle Handicap', 'H', '', true, '2m 28y', '4+', 'any', 150_000, '18-20']) },
  { code: 'flat', card: Array.from({ length: 7 }, () => null) },
  { code: 'flat', card: featureCard(3, ['Guinness Handicap', 'F', '', true, '1m 4f', '3+', 'any', 40_000, '14-18']) },
  { code: 'flat', card: Array.from({ length: 7 }, () => null) },
];
const GALWAY_FEATURES = [
  'Connacht Hotel',
  'Galway Mile',
  'Galway Plate',
  'Galway Hurdle',
  '',
  'Guinness Handicap',
  '',
];
// prettier-ignore
const LEOPARDSTOWN_XMAS = [
  featureCard(3, ['Racing Post Novice Chase', 'C', 'Grade 1', false, '2m 1f', '4+', 'any', 75_000, '5-9']),
  featureCard(3, ['Future Champions Novice Hurdle', 'H', 'Grade 1', false, '2m', '4+', 'any', 75_000, '6-12']),
  featureCard(3, ['Savills Chase', 'C', 'Grade 1', false, '3m', '5+', 'any', 150_000, '6-10']),
  featureCard(3, ['Matheson Hurdle', 'H', 'Grade 1', false, '2m', '4+', 'any', 150_000, '5-9']),
];
// prettier-ignore
const KEMPTON_XMAS: Card[] = [
  [
    null,
    null,
    ['Ladbrokes Christmas Hurdle', 'H', 'Grade 1', false, '2m', '4+', 'any', 85_425, '5-9'],
    ['Ladbrokes King George VI Chase', 'C', 'Grade 1', false, '3m', '4+', 'any', 250_000, '5-10'],
    null,
    null,
    null,
  ],
  featureCard(3, ['Desert Orchid Chase', 'C', 'Grade 2', false, '2m', '5+', 'any', 40_000, '5-8']),
];

const gapsOf = (n: number, ...gaps: number[]) =>
  Array.from({ length: n - 1 }, (_, i) => gaps[i % gaps.length] ?? 35);

/** London minutes of an off time written '13:30'. */
function minutesOf(off: string): number {
  const [hour = 0, minute = 0] = off.split(':').map(Number);
  return hour * 60 + minute;
}

/**
 * A meeting's days from its first (a day number): each card in turn, first race at `firstOff`, the races `gaps`
 * minutes apart, and the day's feature (by name) marked on its race.
 */
function meetingDays(
  course: string,
  code: RaceCode,
  name: string,
  first: number,
  cards: Card[],
  firstOff: string,
  gaps: number[],
  features: readonly string[] = [],
  microsite?: FestivalName,
): Array<[number, BigMeetingDay]> {
  const c = courseByName.get(course.toLowerCase());
  if (!c) return [];
  return cards.map((card, i) => [
    first + i,
    {
      course: c,
      code,
      surface: 'Turf',
      festival: { name, day: i + 1, ...(microsite ? { microsite } : {}) },
      firstOff: minutesOf(firstOff),
      gaps: gaps.slice(0, card.length - 1),
      races: card.map((row) => race(row, features[i])),
    },
  ]);
}

const festivalFeatures = (f: FestivalName) => FESTIVAL_MEETINGS[f].days.map((d) => d.feature);
const firstDayOf = (f: FestivalName, year: number) =>
  dayNumber(festivalEdition(f, year).dates[0] ?? `${year}-01-01`);

/** Every big meeting of the year, by day number. */
function yearBigMeetings(year: number): Map<number, BigMeetingDay[]> {
  // A festival with a microsite takes its dates and each day's feature from the shared festival calendar.
  const festival = (
    f: FestivalName,
    course: string,
    code: RaceCode,
    name: string,
    cards: Card[],
    off: string,
    gaps: number[],
  ) => meetingDays(course, code, name, firstDayOf(f, year), cards, off, gaps, festivalFeatures(f), f);
  const every35 = gapsOf(7, 35);
  // One meeting a line: course, code, name, first day, cards, first off, gaps, each day's feature.
  // prettier-ignore
  const all: Array<[number, BigMeetingDay]> = [
    ...festival('cheltenham-festival', 'Cheltenham', 'jumps', 'Cheltenham Festival', CHELTENHAM, '13:30', gapsOf(7, 40)),
    ...festival('grand-national', 'Aintree', 'jumps', 'Grand National Festival', AINTREE, '13:40', every35),
    ...festival('royal-ascot', 'Ascot', 'flat', 'Royal Ascot', ROYAL_ASCOT, '14:30', [35, 35, 40, 40, 35, 35]),
    // The Derby is the first Saturday of June, the Oaks the day before.
    ...meetingDays('Epsom', 'flat', 'Derby Festival', onOrAfter(year, 6, 1, SATURDAY) - 1, EPSOM, '13:30', [35, 35, 35, 40, 35, 35], ['Oaks', 'Derby']),
    // York's Ebor meeting, Wednesday to Saturday; the Ebor on the Saturday on or after 18 August.
    ...meetingDays('York', 'flat', 'Ebor Festival', onOrAfter(year, 8, 18, SATURDAY) - 3, EBOR, '13:50', every35, ['Juddmonte International', 'Yorkshire Oaks', 'Nunthorpe', 'Ebor']),
    // Doncaster's St Leger meeting, Thursday to Saturday; the Leger on the Saturday on or after 10 September.
    ...meetingDays('Doncaster', 'flat', 'St Leger Festival', onOrAfter(year, 9, 10, SATURDAY) - 2, ST_LEGER, '13:15', every35, ['May Hill', 'Doncaster Cup', 'St Leger']),
    // Punchestown, Tuesday to Saturday, from the Tuesday on or after 24 April.
    ...meetingDays('Punchestown', 'jumps', 'Punchestown Festival', onOrAfter(year, 4, 24, TUESDAY), PUNCHESTOWN, '14:40', every35, ['Champion Chase', 'Gold Cup', 'Champion Stayers Hurdle', 'Champion Hurdle', 'Mares Champion Hurdle']),
    ...galway(year),
    // Christmas: Kempton's King George on Boxing Day, Leopardstown's four days from 26 December.
    ...meetingDays('Kempton', 'jumps', 'Christmas Festival', dayOf(year, 12, 26), KEMPTON_XMAS, '12:20', every35, ['King George VI Chase', 'Desert Orchid']),
    ...meetingDays('Leopardstown', 'jumps', 'Christmas Festival', dayOf(year, 12, 26), LEOPARDSTOWN_XMAS, '12:15', every35, ['Racing Post Novice Chase', 'Future Champions', 'Savills Chase', 'Matheson Hurdle']),
  ];
  const byDay = new Map<number, BigMeetingDay[]>();
  for (const [day, meeting] of all) byDay.set(day, [...(byDay.get(day) ?? []), meeting]);
  return byDay;
}

/** Galway's festival week: Monday to Sunday from the last Monday of July (the opening Monday is an evening card). */
function galway(year: number): Array<[number, BigMeetingDay]> {
  const first = lastOfMonth(year, 7, 1);
  return GALWAY.flatMap(({ code, card }, i) =>
    meetingDays(
      'Galway',
      code,
      'Galway Festival',
      first + i,
      [card],
      i === 0 ? '17:30' : '13:40',
      gapsOf(7, 35),
      [GALWAY_FEATURES[i] ?? ''],
    ).map(([day, m]): [number, BigMeetingDay] => [
      day,
      { ...m, festival: { name: 'Galway Festival', day: i + 1 } },
    ]),
  );
}

const years = new Map<number, Map<number, BigMeetingDay[]>>();

/** The big meetings racing on the day (day number), in the given year's calendar. */
export function bigMeetingsOn(day: number, year: number): BigMeetingDay[] {
  let byDay = years.get(year);
  if (!byDay) {
    byDay = yearBigMeetings(year);
    years.set(year, byDay);
  }
  return byDay.get(day) ?? [];
}

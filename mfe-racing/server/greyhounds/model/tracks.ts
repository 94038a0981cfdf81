import type { GreyhoundSession } from '@sl/contracts';

/** Day of the week, 0 Sunday .. 6 Saturday (Date#getUTCDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface GreyhoundTrackInfo {
  id: string;
  name: string;
  /** Sprint trip (D grades); null where the track grades no sprints. */
  sprint: number | null;
  /** The standard trip the A grades run over. */
  standard: number;
  /** The stayers' trip (S grades). */
  stayers: number;
  /** Lowest A grade the track cards (A1..A11). */
  lowestGrade: number;
  races: number;
  /** Minutes between races. */
  interval: number;
  /** The days it races and when: BAGS/SIS morning and afternoon meetings, evening meetings. */
  week: Partial<Record<Weekday, GreyhoundSession>>;
  /** Seconds a top-grade dog takes over the standard trip: tracks differ in shape, size and surface. */
  standardTime: number;
}

// Trips are the tracks' published standard distances; the weekly pattern is a plausible one for each
// (how many days, which sessions), not any one week's fixture list.
export const GREYHOUND_TRACKS: readonly GreyhoundTrackInfo[] = [
  {
    id: 'romford',
    name: 'Romford',
    sprint: 225,
    standard: 400,
    stayers: 575,
    lowestGrade: 10,
    races: 14,
    interval: 15,
    week: { 1: 'morning', 3: 'evening', 5: 'evening', 6: 'afternoon' },
    standardTime: 24.1,
  },
  {
    id: 'towcester',
    name: 'Towcester',
    sprint: 270,
    standard: 500,
    stayers: 712,
    lowestGrade: 8,
    races: 12,
    interval: 16,
    week: { 2: 'evening', 4: 'afternoon', 6: 'evening' },
    standardTime: 28.9,
  },
  {
    id: 'nottingham',
    name: 'Nottingham',
    sprint: 300,
    standard: 500,
    stayers: 730,
    lowestGrade: 9,
    races: 12,
    interval: 16,
    week: { 1: 'evening', 3: 'afternoon', 5: 'morning', 6: 'evening' },
    standardTime: 29.6,
  },
  {
    id: 'monmore',
    name: 'Monmore',
    sprint: 264,
    standard: 480,
    stayers: 630,
    lowestGrade: 9,
    races: 13,
    interval: 15,
    week: { 2: 'morning', 4: 'evening', 6: 'morning', 0: 'afternoon' },
    standardTime: 28.7,
  },
  {
    id: 'hove',
    name: 'Hove',
    sprint: 285,
    standard: 500,
    stayers: 695,
    lowestGrade: 9,
    races: 12,
    interval: 17,
    week: { 2: 'afternoon', 4: 'morning', 5: 'evening', 6: 'evening' },
    standardTime: 29.4,
  },
  {
    id: 'sheffield',
    name: 'Sheffield',
    sprint: 280,
    standard: 500,
    stayers: 660,
    lowestGrade: 10,
    races: 12,
    interval: 16,
    week: { 2: 'evening', 4: 'morning', 6: 'morning', 0: 'morning' },
    standardTime: 29.3,
  },
  {
    id: 'doncaster',
    name: 'Doncaster',
    sprint: 275,
    standard: 450,
    stayers: 660,
    lowestGrade: 10,
    races: 12,
    interval: 15,
    week: { 1: 'afternoon', 3: 'morning', 5: 'afternoon', 0: 'morning' },
    standardTime: 27.1,
  },
  {
    id: 'kinsley',
    name: 'Kinsley',
    sprint: 268,
    standard: 450,
    stayers: 646,
    lowestGrade: 9,
    races: 12,
    interval: 16,
    week: { 1: 'evening', 4: 'afternoon', 6: 'afternoon' },
    standardTime: 27.4,
  },
  {
    id: 'newcastle',
    name: 'Newcastle',
    sprint: 290,
    standard: 480,
    stayers: 640,
    lowestGrade: 11,
    races: 13,
    interval: 15,
    week: { 1: 'morning', 2: 'afternoon', 4: 'evening', 5: 'morning', 6: 'evening' },
    standardTime: 28.7,
  },
  {
    id: 'sunderland',
    name: 'Sunderland',
    sprint: 261,
    standard: 450,
    stayers: 640,
    lowestGrade: 9,
    races: 12,
    interval: 16,
    week: { 3: 'evening', 5: 'afternoon', 0: 'afternoon' },
    standardTime: 27.2,
  },
  {
    id: 'harlow',
    name: 'Harlow',
    sprint: 238,
    standard: 415,
    stayers: 592,
    lowestGrade: 10,
    races: 13,
    interval: 15,
    week: { 1: 'afternoon', 3: 'afternoon', 5: 'morning', 0: 'evening' },
    standardTime: 25.5,
  },
  {
    id: 'crayford',
    name: 'Crayford',
    sprint: null,
    standard: 380,
    stayers: 540,
    lowestGrade: 10,
    races: 12,
    interval: 16,
    week: { 2: 'morning', 4: 'afternoon', 6: 'morning' },
    standardTime: 23.9,
  },
  {
    id: 'henlow',
    name: 'Henlow',
    sprint: 277,
    standard: 460,
    stayers: 692,
    lowestGrade: 9,
    races: 11,
    interval: 17,
    week: { 1: 'morning', 3: 'evening', 0: 'morning' },
    standardTime: 27.8,
  },
  {
    id: 'yarmouth',
    name: 'Yarmouth',
    sprint: 277,
    standard: 462,
    stayers: 659,
    lowestGrade: 8,
    races: 11,
    interval: 17,
    week: { 1: 'evening', 3: 'evening', 6: 'evening' },
    standardTime: 27.9,
  },
  {
    id: 'pelaw-grange',
    name: 'Pelaw Grange',
    sprint: 234,
    standard: 414,
    stayers: 594,
    lowestGrade: 8,
    races: 10,
    interval: 18,
    week: { 1: 'evening', 5: 'evening', 0: 'evening' },
    standardTime: 25.4,
  },
  {
    id: 'central-park',
    name: 'Central Park',
    sprint: 265,
    standard: 480,
    stayers: 642,
    lowestGrade: 9,
    races: 12,
    interval: 16,
    week: { 2: 'evening', 3: 'morning', 5: 'afternoon', 0: 'afternoon' },
    standardTime: 28.9,
  },
  {
    id: 'oxford',
    name: 'Oxford',
    sprint: 250,
    standard: 450,
    stayers: 595,
    lowestGrade: 8,
    races: 11,
    interval: 17,
    week: { 2: 'afternoon', 5: 'evening', 6: 'afternoon' },
    standardTime: 27.1,
  },
  {
    id: 'perry-barr',
    name: 'Perry Barr',
    sprint: 275,
    standard: 480,
    stayers: 660,
    lowestGrade: 9,
    races: 12,
    interval: 16,
    week: { 1: 'afternoon', 3: 'morning', 4: 'evening', 6: 'evening', 0: 'evening' },
    standardTime: 28.6,
  },
  {
    id: 'the-valley',
    name: 'The Valley',
    sprint: 245,
    standard: 460,
    stayers: 650,
    lowestGrade: 8,
    races: 10,
    interval: 18,
    week: { 2: 'evening', 4: 'evening', 0: 'morning' },
    standardTime: 28.3,
  },
];

export function greyhoundTrack(id: string): GreyhoundTrackInfo | undefined {
  return GREYHOUND_TRACKS.find((t) => t.id === id);
}

/** First off of each session, London time; tracks are staggered a few minutes so offs rarely clash. */
export const SESSION_START: Record<GreyhoundSession, { hour: number; minute: number }> = {
  morning: { hour: 10, minute: 30 },
  afternoon: { hour: 13, minute: 50 },
  evening: { hour: 18, minute: 15 },
};

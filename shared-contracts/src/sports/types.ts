/** Other sports as the football service serves them (GET /api/football/v1/sports/{sport}/events). */

export const OTHER_SPORTS = [
  'darts',
  'golf',
  'tennis',
  'cricket',
  'rugby',
  'nfl',
  'boxing',
  'snooker',
] as const;
export type OtherSport = (typeof OTHER_SPORTS)[number];

/** The site's sport ids (spec: darts 6, NFL 7, golf 8, boxing 9, tennis 10, cricket 11, rugby 12; snooker is 'other' 4). */
export const OTHER_SPORT_IDS: Record<OtherSport, number> = {
  darts: 6,
  nfl: 7,
  golf: 8,
  boxing: 9,
  tennis: 10,
  cricket: 11,
  rugby: 12,
  snooker: 4,
};

export function isOtherSport(value: string): value is OtherSport {
  return (OTHER_SPORTS as readonly string[]).includes(value);
}

export type SportEventStatus = 'SCHEDULED' | 'IN_PROGRESS' | 'FINISHED';

export interface SportCompetitor {
  /** A player's full name or a team's name. */
  name: string;
  /** ISO 3166 alpha-3 style code or home-nation code (ENG, SCO, WAL, NIR), when known. */
  country: string | null;
}

/** Two-sided results: index 0 is the first competitor, 1 the second. */
export type Side = 0 | 1;

export type SportResult =
  | {
      kind: 'darts';
      unit: 'sets' | 'legs';
      target: number;
      score: [number, number];
      winner: Side;
      summary: string;
    }
  | { kind: 'snooker'; target: number; frames: [number, number]; winner: Side; summary: string }
  | { kind: 'tennis'; bestOf: 3 | 5; sets: string[]; winner: Side; summary: string }
  | { kind: 'team-tennis'; rubbers: [number, number]; winner: Side; summary: string }
  | { kind: 'points'; score: [number, number]; winner: Side | null; summary: string }
  | {
      kind: 'boxing';
      method: 'KO' | 'TKO' | 'RTD' | 'UD' | 'SD' | 'MD' | 'PTS';
      round: number;
      scheduledRounds: number;
      winner: Side;
      summary: string;
    }
  | { kind: 'cricket'; innings: CricketInnings[]; winner: Side | null; summary: string }
  | { kind: 'golf'; par: number; leaderboard: GolfLeaderboardLine[]; summary: string };

export interface CricketInnings {
  side: Side;
  runs: number;
  wickets: number;
  /** Overs bowled as cricket writes them ('47.3'); for The Hundred, balls ('100'). */
  overs: string;
  declared: boolean;
  /** '312/7 (50 ov)', '187 all out (41.2 ov)', '165/6 (100 balls)', '412/8d'. */
  text: string;
}

export interface GolfLeaderboardLine {
  /** '1', 'T3'. */
  position: string;
  name: string;
  country: string | null;
  rounds: number[];
  total: number;
  toPar: number;
  /** '-12', 'E', '+3'. */
  toParText: string;
}

export interface SportEvent {
  eventId: string;
  sport: OtherSport;
  sportId: number;
  competition: string;
  /** 'Quarter-final', 'Round 1', 'Week 7', 'Main event', 'Third Test'. */
  round: string;
  venue: string;
  /** First and last day, London dates. */
  startDate: string;
  endDate: string;
  startTime: string;
  startTimeLocal: string;
  /** The two sides of a match; a golf tournament lists its leading players. */
  competitors: SportCompetitor[];
  status: SportEventStatus;
  /** Null until the event has finished by the service clock. */
  result: SportResult | null;
}

export interface SportEventsResponse {
  sport: OtherSport;
  from: string;
  to: string;
  events: SportEvent[];
}

export interface SportEventResponse {
  event: SportEvent;
}

/**
 * Playing positions in the football world model. The feed does not store positions; a club's 25 players are
 * known by shirt number, so the position follows from the shirt by the English numbering convention (1 the
 * keeper, 2 to 5 the back four, 6, 7, 8 and 11 midfield, 9 and 10 up front) and a fixed bench list. This is the
 * one place positions are decided: the match-event generation (who scores, who puts it in his own net, who never
 * comes off the bench) and fantasy football both read it.
 */
export const FANTASY_POSITIONS = ['GK', 'DEF', 'MID', 'FWD'] as const;
export type FantasyPosition = (typeof FANTASY_POSITIONS)[number];

export const POSITION_NAMES: Readonly<Record<FantasyPosition, string>> = {
  GK: 'Goalkeeper',
  DEF: 'Defender',
  MID: 'Midfielder',
  FWD: 'Forward',
};

/** Shirts 1 to 25, in order: a 4-4-2 starting eleven, then the bench with a second keeper at 13. */
const BY_SHIRT: readonly FantasyPosition[] = [
  'GK', // 1
  'DEF', // 2
  'DEF', // 3
  'DEF', // 4
  'DEF', // 5
  'MID', // 6
  'MID', // 7
  'MID', // 8
  'FWD', // 9
  'FWD', // 10
  'MID', // 11
  'DEF', // 12
  'GK', // 13
  'MID', // 14
  'DEF', // 15
  'MID', // 16
  'MID', // 17
  'FWD', // 18
  'FWD', // 19
  'MID', // 20
  'DEF', // 21
  'MID', // 22
  'DEF', // 23
  'MID', // 24
  'FWD', // 25
];

/** The position of a squad's shirt number (1 to 25); null for a shirt no squad has. */
export function positionOfShirt(shirt: number): FantasyPosition | null {
  return Number.isInteger(shirt) && shirt >= 1 && shirt <= BY_SHIRT.length ? BY_SHIRT[shirt - 1]! : null;
}

/** The eleven shirts that start every match in the feed (the bench comes on as substitutes). */
export const STARTING_SHIRTS: readonly number[] = Array.from({ length: 11 }, (_, i) => i + 1);

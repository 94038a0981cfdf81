/** What a vidiprinter line reports. */
type VidiprinterKind = 'goal' | 'red-card' | 'full-time' | 'abandoned';

/** One line of the vidiprinter: a goal, a sending-off or a final score, the moment it happened. */
export interface VidiprinterItem {
  /** Stable across polls: the match id and the event's place in the match. */
  id: string;
  /** ISO instant the event happened. */
  at: string;
  kind: VidiprinterKind;
  matchId: number;
  competition: string;
  /** The classic one-line form: "Arsenal 1 (Saka 23) Chelsea 0". */
  text: string;
  /** The match page. */
  path: string;
}

/** GET /api/football/v1/vidiprinter?since= : newest first. */
export interface VidiprinterResponse {
  /** The service's clock when it answered: the next poll's `since`. */
  now: string;
  /** The earliest instant this answer covers. */
  from: string;
  items: VidiprinterItem[];
}

import type { MatchEvent } from '@sl/contracts';
import { abandonmentOf, matchAt, PHASES, realMinuteOf, type ClockInput } from '../feed/clock';
import type { VidiprinterItem } from '../../src/vidiprinter/types';

/** What a vidiprinter line needs of a match. */
export interface VidiprinterMatch extends ClockInput {
  id: number;
  competition: string;
  home: string;
  away: string;
  path: string;
}

type Side = 'home' | 'away';

const SCORING = new Set<MatchEvent['type']>(['GOAL', 'PENALTY', 'OWN_GOAL']);
const SENDING_OFF = new Set<MatchEvent['type']>(['RED_CARD', 'SECOND_YELLOW_CARD']);

/** The name the vidiprinter prints: the player's surname. */
export const surname = (name: string): string => name.trim().split(/\s+/).pop() ?? name;

/**
 * "Arsenal 1 (Saka 23) Chelsea 0": both teams and the score, with a note in brackets after the side it concerns
 * (a scorer, a sending-off) or after the whole line (a final score).
 */
export function scoreLine(
  match: Pick<VidiprinterMatch, 'home' | 'away'>,
  score: { home: number; away: number },
  note?: { side: Side | 'match'; text: string },
): string {
  const after = (side: Side | 'match') => (note && note.side === side ? ` (${note.text})` : '');
  return `${match.home} ${score.home}${after('home')} ${match.away} ${score.away}${after('away')}${after('match')}`;
}

/** The bracket for a goal: "Saka 23", "Saka 23 pen", "Lewis 23 og". */
export function goalNote(event: Pick<MatchEvent, 'type' | 'minute' | 'player'>): string {
  const suffix = event.type === 'PENALTY' ? ' pen' : event.type === 'OWN_GOAL' ? ' og' : '';
  return `${surname(event.player.name)} ${event.minute}${suffix}`;
}

/** The note of a final score: FT, AET, or the shootout's winner. */
export function finalNote(
  match: Pick<VidiprinterMatch, 'home' | 'away'>,
  resultType: 'NORMAL' | 'EXTRATIME' | 'PENALTYSHOOTOUT' | null,
  shootout: { home: number; away: number } | null,
): string {
  if (resultType === 'PENALTYSHOOTOUT' && shootout) {
    const homeWon = shootout.home > shootout.away;
    const [w, l] = homeWon ? [shootout.home, shootout.away] : [shootout.away, shootout.home];
    return `AET, ${homeWon ? match.home : match.away} win ${w}-${l} on penalties`;
  }
  return resultType === 'EXTRATIME' ? 'AET' : 'FT';
}

/** Real minutes after kick-off at which the final score is known, by how the match was decided. */
const FINAL_AT = {
  NORMAL: PHASES.fullTime,
  EXTRATIME: PHASES.fullTimePens,
  PENALTYSHOOTOUT: PHASES.shootoutEnd,
};

const instant = (kickOff: Date, realMinutes: number) => new Date(kickOff.getTime() + realMinutes * 60_000);

/**
 * Every vidiprinter line of a match up to `now`, oldest first: each goal with the score it made, each sending-off,
 * then the final score (or the abandonment). A pure function of the match and the time, like the match clock.
 */
export function matchLines(match: VidiprinterMatch, now: Date): VidiprinterItem[] {
  const snap = matchAt(match, now);
  if (snap.state === 'PREMATCH') return [];
  const base = { matchId: match.id, competition: match.competition, path: match.path };
  const items: VidiprinterItem[] = [];
  const score = { home: 0, away: 0 };
  snap.events.forEach((event, index) => {
    const at = instant(match.kickOff, realMinuteOf(event.minute)).toISOString();
    if (SCORING.has(event.type)) {
      score[event.side] += 1;
      items.push({
        ...base,
        id: `${match.id}:${index}`,
        at,
        kind: 'goal',
        text: scoreLine(match, score, { side: event.side, text: goalNote(event) }),
      });
    } else if (SENDING_OFF.has(event.type)) {
      items.push({
        ...base,
        id: `${match.id}:${index}`,
        at,
        kind: 'red-card',
        text: scoreLine(match, score, {
          side: event.side,
          text: `${surname(event.player.name)} sent off ${event.minute}`,
        }),
      });
    }
  });
  if (snap.state === 'FULLTIME' && snap.resultType) {
    items.push({
      ...base,
      id: `${match.id}:ft`,
      at: instant(match.kickOff, FINAL_AT[snap.resultType]).toISOString(),
      kind: 'full-time',
      text: scoreLine(
        match,
        { home: snap.homeGoals, away: snap.awayGoals },
        { side: 'match', text: finalNote(match, snap.resultType, snap.shootout) },
      ),
    });
  } else if (snap.state === 'ABANDONED') {
    const minute = abandonmentOf(match.seed, match.knockout) ?? 0;
    items.push({
      ...base,
      id: `${match.id}:aa`,
      at: instant(match.kickOff, realMinuteOf(minute) + 0.5).toISOString(),
      kind: 'abandoned',
      text: scoreLine(
        match,
        { home: snap.homeGoals, away: snap.awayGoals },
        { side: 'match', text: `abandoned ${minute} mins` },
      ),
    });
  }
  return items;
}

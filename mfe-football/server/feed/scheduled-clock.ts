import { COMPETITION_PRIORITY } from '@sl/contracts';
import { matchAt, type ClockSnapshot, type Coverage } from './clock';
import { competitionById } from './clubs';
import type { ScheduledMatch } from './schedule';

/** The feed reports every phase of a match only in the prioritised competitions; elsewhere the score alone. */
export function coverageOf(m: ScheduledMatch): Coverage {
  return (competitionById.get(m.competitionId)?.name ?? '') in COMPETITION_PRIORITY ? 'full' : 'score';
}

/** A scheduled match on the match clock at `at`. */
export function scheduledMatchAt(m: ScheduledMatch, at: Date): ClockSnapshot {
  return matchAt(
    {
      seed: m.id,
      kickOff: m.kickOff,
      knockout: m.knockout,
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      coverage: coverageOf(m),
    },
    at,
  );
}

import type { MatchState, PageHead } from '@sl/contracts';
import { londonIso, londonTime, longCalendarDate as longDate } from '@sl/server-kit';
import type { MatchRow } from './repository';

/**
 * A match page's title, description and SportsEvent, from the stored match the page-status check has just
 * loaded and its state now. The data holds no venue, so the event names none. schema.org has no "finished"
 * status: a played match is still EventScheduled (it happened as planned); an abandoned one is cancelled.
 */
export function matchHead(row: MatchRow, state: MatchState): PageHead {
  const fixture = `${row.home.name} v ${row.away.name}`;
  const kickOff = `${londonTime(row.kickOff)} on ${longDate(row.matchDate)}`;
  return {
    title: `${fixture} | ${row.competitionName}`,
    description:
      state === 'ABANDONED'
        ? `${fixture}, ${row.competitionName}: kick-off was ${kickOff}; the match was abandoned.`
        : `${fixture}, ${row.competitionName}: kick-off ${kickOff}. Live score, line-ups and stats.`,
    event: {
      name: fixture,
      startDate: londonIso(row.kickOff),
      sport: 'Football',
      homeTeam: row.home.name,
      awayTeam: row.away.name,
      eventStatus: state === 'ABANDONED' ? 'EventCancelled' : 'EventScheduled',
    },
  };
}

/** A team page: the club's or nation's name and what the page holds. */
export function teamHead(name: string): PageHead {
  return {
    title: `${name} | Fixtures, Results and Squad`,
    description: `${name} fixtures, results, form and squad.`,
  };
}

import type { KnockoutRound } from './knockout';

type SessionTimes = KnockoutRound['times'];

/** Session start times written as a programme prints them, '13:00 19:30', as [hour, minute] pairs. */
const sessionTimes = (times: string): SessionTimes =>
  times.split(' ').map((t) => t.split(':').map(Number) as [number, number]);

/**
 * One round of a knockout: its name, the days it is played on, how a match is scored, and its session times
 * (a programme's '13:00 19:30', or times already worked out).
 */
export const round = (
  name: string,
  dates: string[],
  play: KnockoutRound['play'],
  times: string | SessionTimes,
): KnockoutRound => ({ name, dates, play, times: typeof times === 'string' ? sessionTimes(times) : times });

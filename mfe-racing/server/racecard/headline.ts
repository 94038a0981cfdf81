import { ENTRY_STATUS, type RaceCard, type RaceHeadlineWithConditions } from '@sl/contracts';

/** The race facts every list of races leads with (live, replays, results): the card's date without its time. */
export const raceHeadline = (card: RaceCard): RaceHeadlineWithConditions => ({
  raceId: card.raceId,
  meetingDate: card.meetingDate.slice(0, 10),
  courseName: card.courseName,
  offTime: card.offTime,
  offTimeLocal: card.offTimeLocal,
  title: card.title,
  distance: card.distance,
  going: card.going,
});

/** The horses that run: the declared entries less the non-runners. */
export const runnerCount = (card: RaceCard): number =>
  card.entries.filter((e) => e.statusId === ENTRY_STATUS.runner).length;

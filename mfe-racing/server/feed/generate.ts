import type { RaceCard, RacingMeeting } from '@sl/contracts';
import { ENTRY_STATUS } from '@sl/contracts';
import { racesOn } from './world/calendar';
import { coreDay } from './world/day';
import { worldRaceCards } from './world/feed-day';
import { DEFAULT_WORLD_SEED } from './world/types';

export interface FeedDay {
  date: string;
  meetings: RacingMeeting[];
  races: RaceCard[];
}

/** The racecards index of a set of race cards, meetings by first off then course name. */
export function meetingsOf(races: RaceCard[], goings: Map<number, string>): RacingMeeting[] {
  const byMeeting = new Map<number, RacingMeeting>();
  for (const race of races) {
    let meeting = byMeeting.get(race.meetingId);
    if (!meeting) {
      meeting = {
        meetingId: race.meetingId,
        meetingDate: race.meetingDate.slice(0, 10),
        courseId: race.courseId,
        courseName: race.courseName,
        countryCode: race.countryCode,
        going: goings.get(race.meetingId) ?? race.going,
        races: [],
      };
      byMeeting.set(race.meetingId, meeting);
    }
    meeting.races.push({
      raceId: race.raceId,
      raceNumber: race.raceNumber,
      offTime: race.offTime,
      offTimeLocal: race.offTimeLocal,
      title: race.title,
      runners: race.entries.filter((e) => e.statusId === ENTRY_STATUS.runner).length,
    });
  }
  for (const m of byMeeting.values()) m.races.sort((a, b) => a.raceNumber - b.raceNumber);
  return [...byMeeting.values()].sort(
    (a, b) =>
      (a.races[0]?.offTime ?? '').localeCompare(b.races[0]?.offTime ?? '') ||
      a.courseName.localeCompare(b.courseName),
  );
}

/**
 * A day of UK and Irish racing drawn from the world model: the calendar's meetings and races, filled from the
 * horse population, priced and run, each runner with its real earlier runs. The same date and seed give the same
 * day on every machine, and every day agrees with the days before it.
 */
export function generateFeedDay(date: string, seed: string = DEFAULT_WORLD_SEED): FeedDay {
  const races = worldRaceCards(date, seed, racesOn);
  const goings = new Map(coreDay(seed, date, racesOn).meetings.map((m) => [m.meetingId, m.going]));
  return { date, meetings: meetingsOf(races, goings), races };
}

/** The racecards index of a generated day. */
export function generateDay(date: string, seed: string = DEFAULT_WORLD_SEED): RacingMeeting[] {
  return generateFeedDay(date, seed).meetings;
}

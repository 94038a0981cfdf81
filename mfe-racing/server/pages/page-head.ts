import { ENTRY_STATUS, type PageHead, type ProfileKind, type RaceCard } from '@sl/contracts';
import { londonIso, longCalendarDate as longDate } from '@sl/server-kit';

/**
 * A race card's title, description and SportsEvent, from the card the page-status check has just loaded: which
 * race, where and when, and the facts a punter searches by (class, trip, field size, going).
 */
export function racecardHead(card: RaceCard): PageHead {
  const runners = card.entries.filter((e) => e.statusId === ENTRY_STATUS.runner).length;
  const facts = [
    card.raceClass > 0 ? `Class ${card.raceClass}` : '',
    card.distance ? `over ${card.distance}` : '',
    `${runners} ${runners === 1 ? 'runner' : 'runners'}`,
    card.going ? `going ${card.going}` : '',
  ].filter(Boolean);
  return {
    title: `${card.offTimeLocal} ${card.courseName}: ${card.title} | Racecard`,
    description:
      `Racecard for the ${card.offTimeLocal} at ${card.courseName} on ${longDate(card.meetingDate)}: ` +
      `${card.title}. ${facts.join(', ')}. Runners, form, odds and tips.`,
    event: {
      name: `${card.offTimeLocal} ${card.courseName}: ${card.title}`,
      startDate: londonIso(card.offTime),
      sport: 'Horse racing',
      location: card.courseName,
    },
  };
}

const PROFILE_LABELS: Record<ProfileKind, string> = { horse: 'Horse', jockey: 'Jockey', trainer: 'Trainer' };

/** A horse's, jockey's or trainer's profile page: the name a search is for, and what the page holds. */
export function profileHead(kind: ProfileKind, name: string): PageHead {
  const holds =
    kind === 'horse'
      ? 'form, career record and upcoming entries'
      : 'Flat and Jumps season figures, course record, latest winners and upcoming rides';
  return {
    title: `${name} | ${PROFILE_LABELS[kind]} Profile`,
    description: `${name}: ${PROFILE_LABELS[kind].toLowerCase()} profile with ${holds}.`,
  };
}

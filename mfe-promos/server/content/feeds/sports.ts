import {
  SPORT_PAGES,
  sportPageOf,
  slugify,
  type Block,
  type SportEvent,
  type SportResult,
} from '@sl/contracts';
import { DESKS } from './authors';
import { newsArticle, type NewsCopy } from './news-article';
import { dayName, listOf, numberWord, ordinal, pick } from './prose';
import type { FeedArticle } from './types';

const sportName = (e: SportEvent) =>
  SPORT_PAGES[sportPageOf(e.sport)].title.replace('Other Sports', 'Rugby union');
const who = (e: SportEvent, side: 0 | 1) => e.competitors[side]?.name ?? 'TBC';
const fromCountry = (e: SportEvent, side: 0 | 1) => {
  const country = e.competitors[side]?.country;
  return country ? `${who(e, side)} (${country})` : who(e, side);
};
const roundLabel = (e: SportEvent) =>
  e.round && e.round !== 'Main event' ? ` ${e.round.charAt(0).toLowerCase()}${e.round.slice(1)}` : '';
const tagsOf = (e: SportEvent) =>
  [e.sport, slugify(e.competition), ...e.competitors.slice(0, 2).map((c) => slugify(c.name))].filter(Boolean);

/** An event's preview or report from the sport desk, tagged with the sport, competition and both sides. */
const eventArticle = (
  e: SportEvent,
  kind: 'previews' | 'reports',
  copy: NewsCopy,
  publishedAt: number,
): FeedArticle =>
  newsArticle(kind, copy, { author: DESKS.sport, sport: e.sport, tags: [...tagsOf(e), kind], publishedAt });

/** How a two-sided result was won, in words. */
function resultDetail(e: SportEvent, result: SportResult): string {
  const winnerSide = 'winner' in result ? result.winner : null;
  const w = winnerSide === null ? '' : who(e, winnerSide);
  const l = winnerSide === null ? '' : who(e, winnerSide === 0 ? 1 : 0);
  switch (result.kind) {
    case 'darts': {
      const [a, b] = result.score;
      return `${w} beat ${l} ${Math.max(a, b)}-${Math.min(a, b)} in ${result.unit}, in a match played to ${result.target}${result.unit === 'sets' ? ' sets' : ' legs'}.`;
    }
    case 'snooker': {
      const [a, b] = result.frames;
      return `${w} beat ${l} by ${Math.max(a, b)} frames to ${Math.min(a, b)} in a best-of-${result.target * 2 - 1} contest.`;
    }
    case 'tennis':
      return `${w} beat ${l} ${result.sets.join(', ')} over ${numberWord(result.sets.length)} sets.`;
    case 'team-tennis':
      return `${w} beat ${l} by ${Math.max(...result.rubbers)} rubbers to ${Math.min(...result.rubbers)}.`;
    case 'points': {
      const [a, b] = result.score;
      if (result.winner === null) return `${who(e, 0)} and ${who(e, 1)} drew ${a}-${b}.`;
      return `${w} beat ${l} ${Math.max(a, b)}-${Math.min(a, b)}${Math.abs(a - b) <= 3 ? ' in a tight finish' : ''}.`;
    }
    case 'boxing': {
      const decision = ['UD', 'SD', 'MD', 'PTS'].includes(result.method);
      const method: Record<string, string> = {
        UD: 'a unanimous decision',
        SD: 'a split decision',
        MD: 'a majority decision',
        PTS: 'points',
        KO: 'knockout',
        TKO: 'stoppage',
        RTD: 'retirement',
      };
      return decision
        ? `${w} beat ${l} on ${method[result.method]} after ${numberWord(result.scheduledRounds)} rounds.`
        : `${w} beat ${l} by ${method[result.method]} in the ${ordinal(result.round)} of ${numberWord(result.scheduledRounds)} scheduled rounds.`;
    }
    case 'cricket': {
      const innings = result.innings.map((i) => `${who(e, i.side)} ${i.text}`);
      return `${listOf(innings)}. ${result.summary}.`;
    }
    case 'golf':
      return result.summary;
  }
}

/** A report of a finished event from its result. */
export function sportReport(e: SportEvent): FeedArticle | null {
  const result = e.result;
  if (e.status !== 'FINISHED' || !result) return null;
  const slug = `${e.eventId}-report`;
  const sport = sportName(e);
  const date = dayName(e.endDate);
  let title: string;
  let standfirst: string;
  const body: Block[] = [];
  if (result.kind === 'golf') {
    const [leader, ...chasers] = result.leaderboard;
    if (!leader) return null;
    title = pick(slug, [
      `${leader.name} wins the ${e.competition}`,
      `${e.competition}: ${leader.name} finishes on ${leader.toParText}`,
    ]);
    standfirst = `${leader.name} won the ${e.competition} at ${e.venue} on ${leader.toParText}, after rounds of ${listOf(leader.rounds.map(String))}.`;
    body.push({
      type: 'paragraph',
      text: `${leader.name}${leader.country ? ` (${leader.country})` : ''} closed out the ${e.competition} at ${e.venue} on ${date} with a total of ${leader.total}, ${leader.toParText} for the week.`,
    });
    if (chasers[0])
      body.push({
        type: 'paragraph',
        text: `${chasers[0].name} finished ${chasers[0].position === 'T2' ? 'in a tie for second' : 'second'} on ${chasers[0].toParText}${chasers[1] ? `, with ${chasers[1].name} on ${chasers[1].toParText}` : ''}.`,
      });
    body.push({ type: 'heading', text: 'Leaderboard' });
    body.push({
      type: 'list',
      ordered: false,
      items: result.leaderboard
        .slice(0, 10)
        .map((l) => `${l.position} ${l.name} ${l.toParText} (${l.rounds.join(', ')})`),
    });
  } else {
    const winnerSide = 'winner' in result ? result.winner : null;
    const detail = resultDetail(e, result);
    const team = result.kind === 'points' || result.kind === 'cricket' || result.kind === 'team-tennis';
    title =
      winnerSide === null
        ? `${who(e, 0)} and ${who(e, 1)} cannot be separated in the ${e.competition}`
        : pick(slug, [
            `${who(e, winnerSide)} ${team ? 'beat' : 'beats'} ${who(e, winnerSide === 0 ? 1 : 0)} in the ${e.competition}${roundLabel(e)}`,
            `${e.competition}${roundLabel(e)}: ${who(e, winnerSide)} ${team ? 'see' : 'sees'} off ${who(e, winnerSide === 0 ? 1 : 0)}`,
          ]);
    standfirst = `${detail} ${sport}, ${e.competition}${roundLabel(e)}, ${e.venue}, ${date}.`;
    body.push({
      type: 'paragraph',
      text: `${fromCountry(e, 0)} met ${fromCountry(e, 1)} in the ${e.competition}${roundLabel(e)} at ${e.venue} on ${date}. ${detail}`,
    });
    body.push({
      type: 'list',
      ordered: false,
      items: [`Result: ${result.summary}`, `Venue: ${e.venue}`, `Round: ${e.round}`],
    });
  }
  return eventArticle(e, 'reports', { slug, title, standfirst, body }, Date.parse(`${e.endDate}T22:00:00Z`));
}

/** A preview of an event to come: who, where, when. */
export function sportPreview(e: SportEvent): FeedArticle | null {
  if (e.status !== 'SCHEDULED') return null;
  const slug = `${e.eventId}-preview`;
  const sport = sportName(e);
  const date = dayName(e.startDate);
  const golf = e.sport === 'golf';
  const title = golf
    ? `${e.competition} preview: ${e.competitors[0]?.name ?? 'the field'} leads the entries at ${e.venue}`
    : pick(slug, [
        `${who(e, 0)} v ${who(e, 1)}: ${e.competition}${roundLabel(e)} preview`,
        `${e.competition} preview: ${who(e, 0)} takes on ${who(e, 1)}`,
      ]);
  const standfirst = golf
    ? `The ${e.competition} gets under way at ${e.venue} on ${date}, with ${listOf(e.competitors.slice(0, 3).map((c) => c.name))} among the field.`
    : `${who(e, 0)} meets ${who(e, 1)} at ${e.venue} on ${date}, ${e.startTimeLocal} UK time.`;
  const body: Block[] = [
    {
      type: 'paragraph',
      text: golf
        ? `The ${e.competition} starts on ${date} at ${e.venue} and runs to ${dayName(e.endDate)}. The leading names in the field are ${listOf(e.competitors.slice(0, 5).map((c) => (c.country ? `${c.name} (${c.country})` : c.name)))}.`
        : `${sport}: ${fromCountry(e, 0)} and ${fromCountry(e, 1)} meet in the ${e.competition}${roundLabel(e)} at ${e.venue}. The action starts at ${e.startTimeLocal} UK time on ${date}.`,
    },
    {
      type: 'list',
      ordered: false,
      items: [`When: ${date}, ${e.startTimeLocal}`, `Where: ${e.venue}`, `Round: ${e.round}`],
    },
  ];
  // Previews go up two days before the start.
  return eventArticle(
    e,
    'previews',
    { slug, title, standfirst, body },
    Date.parse(e.startTime) - 48 * 3_600_000,
  );
}

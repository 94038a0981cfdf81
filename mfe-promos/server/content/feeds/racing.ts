import {
  fractionToDecimal,
  nonFinisherName,
  slugify,
  type Block,
  type RaceCardEntry,
  type RaceCardResponse,
  type RaceResultSummary,
  type ResultPlacing,
} from '@sl/contracts';
import { DESKS } from './authors';
import { newsArticle, type NewsCopy } from './news-article';
import {
  capitalise,
  courseTitle,
  dayName,
  distanceWords,
  listOf,
  numberWord,
  ordinal,
  pick,
  placeFigure,
  raceName,
} from './prose';
import type { FeedArticle } from './types';

/** A race's preview or report from the racing desk, tagged 'race-previews' or 'race-reports' after `tags`. */
const raceArticle = (
  kind: 'previews' | 'reports',
  copy: NewsCopy,
  tags: string[],
  publishedAt: number,
): FeedArticle =>
  newsArticle(kind, copy, {
    author: DESKS.racing,
    sport: 'racing',
    tags: [...tags, `race-${kind}`],
    publishedAt,
  });

const RUNNER = 21;

const hhmm = (offTimeLocal: string) => offTimeLocal.replace(':', '');
const price = (entry: Pick<RaceCardEntry, 'currentOdds'>) => fractionToDecimal(entry.currentOdds) || Infinity;

/** Runners in the betting order: shortest price first, unpriced last, then by cloth number. */
function bettingOrder(entries: RaceCardEntry[]): RaceCardEntry[] {
  return entries
    .filter((e) => e.statusId === RUNNER)
    .sort((a, b) => price(a) - price(b) || a.entryNumber - b.entryNumber);
}

function riderAndTrainer(entry: RaceCardEntry): string {
  if (!entry.jockeyFullName) return `trained by ${entry.trainerFullName}`;
  return `ridden by ${entry.jockeyFullName} for ${entry.trainerFullName}`;
}

/** What a runner did last time, from its most recent past run. */
function lastTimeOut(entry: RaceCardEntry): string {
  const run = entry.horse.performances[0];
  if (!run) return `${entry.horseName} makes a racecourse debut.`;
  const where = courseTitle(run.courseName);
  const placed =
    run.positionOfficial > 0
      ? run.positionOfficial === 1
        ? `won at ${where}`
        : `finished ${ordinal(run.positionOfficial)} at ${where}`
      : `${nonFinisherName(run.nonFinisherCode).toLowerCase()} at ${where}`;
  const comment = run.performanceCommentShort ? ` (${run.performanceCommentShort.replace(/\.$/, '')})` : '';
  return `Last time out ${entry.horseName} ${placed} on ${dayName(run.meetingDate.slice(0, 10))}${comment}.`;
}

function formNote(entry: RaceCardEntry): string {
  const form = entry.form.replace(/[^0-9A-Z/-]/gi, '');
  if (!form) return '';
  const wins = (form.match(/1/g) ?? []).length;
  return wins > 0
    ? ` Form figures of ${form} include ${numberWord(wins)} ${wins === 1 ? 'win' : 'wins'}.`
    : ` The form figures read ${form}.`;
}

/** A race preview from the race card: the market, the main contenders, the field and a verdict. */
export function racePreview(card: RaceCardResponse): FeedArticle | null {
  const order = bettingOrder(card.entries);
  const [fav, second, third] = order;
  if (!fav || order.length < 2) return null;
  const course = courseTitle(card.courseName);
  const date = card.meetingDate.slice(0, 10);
  const slug = `${slugify(course)}-${hhmm(card.offTimeLocal)}-${date}-race-preview`;
  const favOdds = fav.currentOdds || 'unpriced';
  const verdictHorse = pickVerdict(order);
  const name = raceName(card.title);
  const headline = pick(slug, [
    `${course} ${card.offTimeLocal} preview: ${fav.horseName} the one to beat in the ${name}`,
    `${fav.horseName} heads the market for the ${name} at ${course}`,
    `${name} preview: can anything stop ${fav.horseName} at ${course}?`,
  ]);
  const standfirst =
    `${capitalise(numberWord(order.length))} go to post for the ${card.offTimeLocal} at ${course} on ` +
    `${dayName(date)}, over ${card.distance} on ${card.going.toLowerCase()} ground. ` +
    `${fav.horseName} is the ${favOdds} favourite.`;
  const body: Block[] = [
    {
      type: 'paragraph',
      text:
        `The ${card.title} is the ${ordinal(card.raceNumber)} race on the card at ${course}, a Class ${card.raceClass} ` +
        `contest over ${card.distance} worth ${card.prize} to the winner's connections. The going is ` +
        `${card.going.toLowerCase()}${card.hasDraw ? ', and the draw will have its say' : ''}.`,
    },
    { type: 'heading', text: 'The market leader' },
    {
      type: 'paragraph',
      text:
        `${fav.horseName} (${favOdds}) is ${riderAndTrainer(fav)}, carrying ${fav.weight} as a ${fav.age}-year-old. ` +
        `${lastTimeOut(fav)}${formNote(fav)}`,
    },
  ];
  const rivals = [second, third].filter((e): e is RaceCardEntry => Boolean(e));
  if (rivals.length > 0) {
    body.push({ type: 'heading', text: 'The dangers' });
    for (const rival of rivals)
      body.push({
        type: 'paragraph',
        text: `${rival.horseName} (${rival.currentOdds || 'unpriced'}), ${riderAndTrainer(rival)}. ${lastTimeOut(rival)}${formNote(rival)}`,
      });
  }
  body.push({ type: 'heading', text: 'The field' });
  body.push({
    type: 'list',
    ordered: false,
    items: order.map(
      (e) =>
        `${e.entryNumber}. ${e.horseName} (${e.age}yo, ${e.weight})${e.draw > 0 ? `, drawn ${e.draw}` : ''}: ` +
        `${e.jockeyFullName || 'rider to be confirmed'} for ${e.trainerFullName}, ${e.currentOdds || 'unpriced'}`,
    ),
  });
  body.push({ type: 'race-card', raceId: card.raceId });
  body.push({ type: 'heading', text: 'Verdict' });
  body.push({
    type: 'paragraph',
    text:
      verdictHorse === fav
        ? `${fav.horseName} has the strongest recent form in the line-up and is taken to justify favouritism, with ${second?.horseName ?? 'the rest'} the pick of the others.`
        : `${fav.horseName} is short enough in the betting. ${verdictHorse.horseName} (${verdictHorse.currentOdds || 'unpriced'}) has the better recent form figures and is preferred, with ${fav.horseName} the obvious danger.`,
  });
  // Previews go up the evening before: 20 hours before the off.
  return raceArticle(
    'previews',
    { slug, title: headline, standfirst, body },
    [slugify(course), slugify(fav.horseName)],
    Date.parse(card.offTime) - 20 * 3_600_000,
  );
}

/** The runner with the best average of its last three placed runs (the verdict), the favourite on a tie. */
function pickVerdict(order: RaceCardEntry[]): RaceCardEntry {
  const score = (e: RaceCardEntry) => {
    const figures = e.form
      .replace(/[^0-9]/g, '')
      .split('')
      .map((c) => (c === '0' ? 10 : Number(c)))
      .slice(-3);
    return figures.length === 0 ? 99 : figures.reduce((a, b) => a + b, 0) / figures.length;
  };
  return order.slice(0, 4).reduce((best, e) => (score(e) < score(best) ? e : best), order[0]!);
}

const placed = (p: ResultPlacing) => p.position > 0;

function isFavourite(placing: ResultPlacing, all: ResultPlacing[]): boolean {
  const sp = fractionToDecimal(placing.startingPrice);
  return (
    sp > 0 &&
    all.every(
      (p) =>
        p === placing ||
        !(fractionToDecimal(p.startingPrice) > 0) ||
        fractionToDecimal(p.startingPrice) >= sp,
    )
  );
}

/** A race report from the result: winner, margins, starting prices, the placed horses and those that failed to finish. */
export function raceReport(result: RaceResultSummary, card: RaceCardResponse | null): FeedArticle | null {
  const finishers = result.result.placings.filter(placed).sort((a, b) => a.position - b.position);
  const [winner, second, third] = finishers;
  if (!winner) return null;
  const course = courseTitle(result.courseName);
  const date = result.meetingDate.slice(0, 10);
  const slug = `${slugify(course)}-${hhmm(result.offTimeLocal)}-${date}-race-report`;
  const all = result.result.placings;
  const favourite = isFavourite(winner, all);
  const winnerSp = winner.startingPrice || 'an unreturned price';
  const name = raceName(result.title);
  const title = pick(slug, [
    `${winner.horseName} lands the ${name} at ${course}`,
    `${winner.horseName} wins the ${course} ${result.offTimeLocal} for ${winner.trainerFullName}`,
    `${name}: ${winner.horseName} ${favourite ? 'obliges as favourite' : `springs a ${winnerSp} win`} at ${course}`,
  ]);
  const margin = second ? distanceWords(second.distance) : '';
  const standfirst = second
    ? `${winner.horseName} (${winnerSp}${favourite ? ' fav' : ''}) beat ${second.horseName} by ${margin} in the ${result.offTimeLocal} at ${course} on ${dayName(date)}.`
    : `${winner.horseName} (${winnerSp}) won the ${result.offTimeLocal} at ${course} on ${dayName(date)}.`;
  const body: Block[] = [
    {
      type: 'paragraph',
      text:
        `${winner.horseName} ${favourite ? 'justified favouritism' : `returned ${winnerSp}`} in the ${result.title}` +
        (card ? `, run over ${card.distance} on ${card.going.toLowerCase()} ground` : '') +
        `. ${winner.jockeyFullName ? `${winner.jockeyFullName} rode the winner` : 'The winner'} for ${winner.trainerFullName}` +
        (second
          ? `, with ${margin} to spare over ${second.horseName} (${second.startingPrice || 'unreturned'}).`
          : '.'),
    },
  ];
  if (third)
    body.push({
      type: 'paragraph',
      text:
        `${third.horseName} (${third.startingPrice || 'unreturned'}) was ${distanceWords(third.distance)} further back in third` +
        (finishers[3] ? `, ahead of ${finishers[3].horseName} in fourth.` : '.'),
    });
  const fallers = all.filter((p) => !placed(p));
  if (fallers.length > 0)
    body.push({
      type: 'paragraph',
      text: `Not everything got round: ${listOf(fallers.map((p) => `${p.horseName} (${nonFinisherName(p.nonFinisherCode).toLowerCase()})`))}.`,
    });
  if (card) {
    const winnerEntry = card.entries.find((e) => e.horseCode === winner.horseCode);
    if (winnerEntry?.horse.performances[0])
      body.push({ type: 'paragraph', text: `Before today: ${lastTimeOut(winnerEntry)}` });
  }
  body.push({ type: 'heading', text: 'Result' });
  body.push({
    type: 'list',
    ordered: false,
    items: [
      ...finishers.map(
        (p, i) =>
          `${placeFigure(p.position)} ${p.horseName} ${p.startingPrice || ''}`.trim() +
          (i > 0 && p.distance ? ` (${p.distance})` : '') +
          `, ${p.jockeyFullName || 'no rider named'} / ${p.trainerFullName}`,
      ),
      ...fallers.map((p) =>
        `${nonFinisherName(p.nonFinisherCode)}: ${p.horseName} ${p.startingPrice || ''}`.trim(),
      ),
    ],
  });
  body.push({ type: 'race-card', raceId: result.raceId });
  return raceArticle(
    'reports',
    { slug, title, standfirst, body },
    [slugify(course), slugify(winner.horseName), slugify(winner.trainerFullName)].filter(Boolean),
    Date.parse(result.offTime) + 40 * 60_000,
  );
}

import { slugify, type Block, type FootballMatch, type RaceResultSummary } from '@sl/contracts';
import { DESKS } from './authors';
import { dayName, listOf, numberWord } from './prose';
import type { FeedArticle } from './types';

interface Winner {
  horse: string;
  course: string;
  time: string;
  sp: string;
}

function tally(results: RaceResultSummary[], key: 'jockeyFullName' | 'trainerFullName') {
  const wins = new Map<string, Winner[]>();
  for (const r of results) {
    const winner = r.result.placings.find((p) => p.position === 1);
    const name = winner?.[key];
    if (!winner || !name) continue;
    wins.set(name, [
      ...(wins.get(name) ?? []),
      { horse: winner.horseName, course: r.courseName, time: r.offTimeLocal, sp: winner.startingPrice },
    ]);
  }
  return [...wins].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

/**
 * A feature on the riders or trainers who rode or trained the most winners over the days given (to `date`):
 * computed from the results, so every name, horse and price is real.
 */
export function inFormFeature(
  results: RaceResultSummary[],
  who: 'jockeys' | 'trainers',
  from: string,
  date: string,
): FeedArticle | null {
  const table = tally(results, who === 'jockeys' ? 'jockeyFullName' : 'trainerFullName').slice(0, 5);
  const [top, next] = table;
  if (!top || top[1].length < 2) return null;
  const races = results.length;
  const label = who === 'jockeys' ? 'jockey' : 'trainer';
  const verb = who === 'jockeys' ? 'rode' : 'sent out';
  const body: Block[] = [
    {
      type: 'paragraph',
      text:
        `${top[0]} ${verb} ${numberWord(top[1].length)} winners from ${dayName(from)} to ${dayName(date)}, more than any other ${label} across the ${races} races run in Britain and Ireland. ` +
        `The best-priced of them was ${bestPriced(top[1])}.`,
    },
  ];
  if (next && next[1].length > 1)
    body.push({
      type: 'paragraph',
      text: `${next[0]} ${next[1].length === top[1].length ? 'also has' : 'is next with'} ${numberWord(next[1].length)}, thanks to ${listOf(next[1].map((w) => `${w.horse} at ${w.course}`))}.`,
    });
  body.push({ type: 'heading', text: `The leading ${who}` });
  body.push({
    type: 'list',
    ordered: true,
    items: table.map(
      ([name, wins]) =>
        `${name}: ${wins.length} ${wins.length === 1 ? 'winner' : 'winners'} (${wins.map((w) => `${w.horse}, ${w.course} ${w.time}, ${w.sp}`).join('; ')})`,
    ),
  });
  body.push({
    type: 'quote',
    text: `Winners are what count, and ${top[0]} has been finding them at a rate nobody else can match.`,
    cite: 'Sporting Life Racing Desk',
  });
  return {
    slug: `${who}-in-form-${date}`,
    title: `${who === 'jockeys' ? 'Jockeys' : 'Trainers'} in form: ${top[0]} leads the way with ${numberWord(top[1].length)} winners`,
    standfirst: `Who is hot in the weighing room and the yards? The ${who} with the most winners from ${dayName(from)} to ${dayName(date)}.`,
    body,
    author: DESKS.racing,
    sport: 'racing',
    categories: ['features'],
    tags: [slugify(top[0]), `${who}-in-form`],
    publishedAt: `${date}T07:00:00.000Z`,
    hero: null,
  };
}

function bestPriced(wins: Winner[]): string {
  const best = [...wins].sort((a, b) => price(b.sp) - price(a.sp))[0]!;
  return `${best.horse} at ${best.sp} in the ${best.time} at ${best.course}`;
}

function price(sp: string): number {
  const [a, b] = sp
    .replace(/[^0-9/]/g, '')
    .split('/')
    .map(Number);
  return a && b ? a / b : 0;
}

/** A feature on the goalscorers of the matches given (finished ones), computed from the match events. */
export function scorersFeature(matches: FootballMatch[], from: string, date: string): FeedArticle | null {
  const goals = new Map<string, { team: string; goals: number; against: string[] }>();
  const finished = matches.filter((m) => m.state === 'FULLTIME');
  for (const m of finished)
    for (const e of m.events) {
      if (e.type !== 'GOAL' && e.type !== 'PENALTY') continue;
      const team = e.side === 'home' ? m.team_score_a.team.name : m.team_score_b.team.name;
      const against = e.side === 'home' ? m.team_score_b.team.name : m.team_score_a.team.name;
      const entry = goals.get(e.player.name) ?? { team, goals: 0, against: [] };
      entry.goals += 1;
      if (!entry.against.includes(against)) entry.against.push(against);
      goals.set(e.player.name, entry);
    }
  const table = [...goals].sort((a, b) => b[1].goals - a[1].goals || a[0].localeCompare(b[0])).slice(0, 8);
  const [top] = table;
  if (!top || top[1].goals < 2) return null;
  const total = finished.reduce((n, m) => n + m.homeGoals + m.awayGoals, 0);
  return {
    slug: `goals-round-up-${date}`,
    title: `Goals round-up: ${top[0]} leads the scorers with ${numberWord(top[1].goals)}`,
    standfirst: `${total} goals in ${finished.length} matches from ${dayName(from)} to ${dayName(date)}: the players who scored them.`,
    body: [
      {
        type: 'paragraph',
        text: `${top[0]} scored ${numberWord(top[1].goals)} for ${top[1].team}, against ${listOf(top[1].against)}, the most of anyone in the ${finished.length} matches we covered.`,
      },
      { type: 'heading', text: 'The scorers' },
      {
        type: 'list',
        ordered: true,
        items: table.map(([name, g]) => `${name} (${g.team}): ${g.goals}`),
      },
    ],
    author: DESKS.football,
    sport: 'football',
    categories: ['features'],
    tags: [slugify(top[0]), 'goals-round-up'],
    publishedAt: `${date}T07:00:00.000Z`,
    hero: null,
  };
}

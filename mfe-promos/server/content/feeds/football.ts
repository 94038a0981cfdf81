import { fractionToDecimal, slugify, type Block, type FootballMatch, type MatchEvent } from '@sl/contracts';
import { DESKS } from './authors';
import { newsArticle, type NewsCopy } from './news-article';
import { capitalise, dayName, listOf, numberWord, ordinal, pick } from './prose';
import type { FeedArticle } from './types';

const home = (m: FootballMatch) => m.team_score_a.team.name;
const away = (m: FootballMatch) => m.team_score_b.team.name;
const matchSlug = (m: FootballMatch, kind: string) =>
  `${slugify(home(m))}-v-${slugify(away(m))}-${m.match_date}-${kind}`;

function roundText(m: FootballMatch): string {
  const round = m.round.round_type;
  if (/^(league|regular)/i.test(round) && m.round.round_number > 0)
    return `${round.toLowerCase() === 'league' ? 'matchday' : round} ${m.round.round_number}`.replace(
      /^\w/,
      (c) => c.toLowerCase(),
    );
  return round ? round.toLowerCase() : '';
}

/** A match's preview or report: the match card closes it, and it is tagged with the competition and both clubs. */
function matchArticle(
  m: FootballMatch,
  kind: 'previews' | 'reports',
  copy: NewsCopy,
  publishedAt: number,
): FeedArticle {
  const tags = [slugify(m.competition.name), slugify(home(m)), slugify(away(m)), `match-${kind}`];
  const body: Block[] = [...copy.body, { type: 'match-card', matchId: m.match_reference.id }];
  return newsArticle(
    kind,
    { ...copy, body },
    { author: DESKS.football, sport: 'football', tags, publishedAt },
  );
}

/** A match preview: the fixture, the occasion and what the prices say. */
export function matchPreview(m: FootballMatch): FeedArticle | null {
  if (m.state !== 'PREMATCH') return null;
  const slug = matchSlug(m, 'match-preview');
  const comp = m.competition.name;
  const market = m.match_betting_market;
  const round = roundText(m);
  const prices = market
    ? [
        { side: home(m), price: market.home, decimal: fractionToDecimal(market.home) },
        { side: 'the draw', price: market.draw, decimal: fractionToDecimal(market.draw) },
        { side: away(m), price: market.away, decimal: fractionToDecimal(market.away) },
      ]
    : [];
  const favourite = prices.filter((p) => p.decimal > 0).sort((a, b) => a.decimal - b.decimal)[0];
  const title = pick(slug, [
    `${home(m)} v ${away(m)} preview: ${comp}${round ? `, ${round}` : ''}`,
    `${comp} preview: ${home(m)} host ${away(m)}`,
    `${home(m)} v ${away(m)}: team news, odds and the ${comp} picture`,
  ]);
  const standfirst =
    `${home(m)} welcome ${away(m)} on ${dayName(m.match_date)}, kick-off ${m.match_time}, in the ${comp}` +
    (favourite
      ? `. The bookmakers make ${favourite.side === 'the draw' ? 'the draw' : favourite.side} ${favourite.price} favourites.`
      : '.');
  const body: Block[] = [
    {
      type: 'paragraph',
      text:
        `${home(m)} and ${away(m)} meet in the ${comp}${round ? ` (${round})` : ''}${m.group ? `, ${m.group}` : ''}, ` +
        `with the game kicking off at ${m.match_time} UK time on ${dayName(m.match_date)}.`,
    },
  ];
  if (favourite && prices.length === 3) {
    const outsider = prices.filter((p) => p.side !== 'the draw').sort((a, b) => b.decimal - a.decimal)[0]!;
    body.push({ type: 'heading', text: 'What the odds say' });
    body.push({
      type: 'paragraph',
      text:
        favourite.side === 'the draw'
          ? `The market cannot split them: the draw is the shortest price at ${favourite.price}.`
          : `${favourite.side} are ${favourite.price} to win, with ${outsider.side} ${outsider.price} and the draw ${market!.draw}. ` +
            (favourite.decimal < 2
              ? `That makes ${favourite.side} clear favourites.`
              : 'That points to a close contest.'),
    });
    body.push({
      type: 'list',
      ordered: false,
      items: [`${home(m)} win: ${market!.home}`, `Draw: ${market!.draw}`, `${away(m)} win: ${market!.away}`],
    });
  }
  // Previews go up the day before kick-off.
  return matchArticle(
    m,
    'previews',
    { slug, title, standfirst, body },
    Date.parse(m.kick_off) - 24 * 3_600_000,
  );
}

const GOALS: ReadonlySet<MatchEvent['type']> = new Set(['GOAL', 'PENALTY', 'OWN_GOAL']);

function goalText(e: MatchEvent): string {
  if (e.type === 'PENALTY') return `${e.player.name} (pen ${e.minute}')`;
  if (e.type === 'OWN_GOAL') return `${e.player.name} (og ${e.minute}')`;
  return `${e.player.name} (${e.minute}')`;
}

/** "Smith (12', 70')": each scorer once with all their minutes. */
function scorers(events: MatchEvent[]): string {
  const byPlayer = new Map<string, string[]>();
  for (const e of events) {
    const mark =
      e.type === 'PENALTY' ? `pen ${e.minute}'` : e.type === 'OWN_GOAL' ? `og ${e.minute}'` : `${e.minute}'`;
    byPlayer.set(e.player.name, [...(byPlayer.get(e.player.name) ?? []), mark]);
  }
  return listOf([...byPlayer].map(([name, marks]) => `${name} (${marks.join(', ')})`));
}

/** A match report from the final score and the match events: goals, cards and how it was won. */
export function matchReport(m: FootballMatch): FeedArticle | null {
  if (m.state !== 'FULLTIME') return null;
  const slug = matchSlug(m, 'match-report');
  const [h, a] = [m.homeGoals, m.awayGoals];
  const comp = m.competition.name;
  const goals = m.events.filter((e) => GOALS.has(e.type));
  const homeGoals = goals.filter((e) => e.side === 'home');
  const awayGoals = goals.filter((e) => e.side === 'away');
  const reds = m.events.filter((e) => e.type === 'RED_CARD' || e.type === 'SECOND_YELLOW_CARD');
  const bookings = m.events.filter((e) => e.type === 'YELLOW_CARD');
  const shootout = m.match_outcome.result_type === 'PENALTYSHOOTOUT' && m.penalty_shootout_score;
  const winnerName = m.match_outcome.winner?.name ?? (h > a ? home(m) : a > h ? away(m) : null);
  const loserName = winnerName === home(m) ? away(m) : winnerName === away(m) ? home(m) : null;
  const score = `${home(m)} ${h}-${a} ${away(m)}`;
  const title = !winnerName
    ? pick(slug, [`${score}: honours even in the ${comp}`, `${home(m)} and ${away(m)} share the points`])
    : shootout
      ? `${winnerName} edge past ${loserName} on penalties`
      : Math.abs(h - a) >= 3
        ? `${winnerName} thrash ${loserName} ${Math.max(h, a)}-${Math.min(h, a)}`
        : pick(slug, [
            `${winnerName} beat ${loserName} ${Math.max(h, a)}-${Math.min(h, a)}`,
            `${score}: ${winnerName} take the points`,
          ]);
  const standfirst =
    goals.length === 0
      ? `${home(m)} and ${away(m)} played out a goalless draw in the ${comp} on ${dayName(m.match_date)}.`
      : `${score} in the ${comp} on ${dayName(m.match_date)}: ` +
        (goals.length === 1 ? 'a single goal settled it.' : `${numberWord(goals.length)} goals in all.`);
  const body: Block[] = [];
  const first = goals[0];
  if (first) {
    const firstTeam = first.side === 'home' ? home(m) : away(m);
    body.push({
      type: 'paragraph',
      text:
        `${first.type === 'OWN_GOAL' ? `An own goal from ${first.player.name}` : first.player.name + (first.type === 'PENALTY' ? ' from the penalty spot' : '')} ` +
        `put ${firstTeam} ahead in the ${ordinal(first.minute)} minute` +
        (goals.length === 1 ? ', and that proved to be the only goal of the game.' : '.'),
    });
  } else {
    body.push({
      type: 'paragraph',
      text: `Neither side could find a way through at ${home(m)}, and the ${comp} points were shared in a goalless draw.`,
    });
  }
  if (goals.length > 1) {
    const later = goals.slice(1).map((e) => `${goalText(e)} for ${e.side === 'home' ? home(m) : away(m)}`);
    body.push({ type: 'paragraph', text: `${capitalise(listOf(later))} followed before the final whistle.` });
  }
  if (shootout)
    body.push({
      type: 'paragraph',
      text: `Level after extra time, the tie went to penalties, and ${winnerName} won the shoot-out ${Math.max(shootout.home, shootout.away)}-${Math.min(shootout.home, shootout.away)}.`,
    });
  if (reds.length > 0)
    body.push({
      type: 'paragraph',
      text: `${listOf(reds.map((e) => `${e.player.name} (${e.side === 'home' ? home(m) : away(m)}, ${e.minute}')`))} ${reds.length === 1 ? 'was' : 'were'} sent off.`,
    });
  body.push({ type: 'heading', text: 'Goals and bookings' });
  body.push({
    type: 'list',
    ordered: false,
    items: [
      `${home(m)}: ${homeGoals.length > 0 ? scorers(homeGoals) : 'no scorers'}`,
      `${away(m)}: ${awayGoals.length > 0 ? scorers(awayGoals) : 'no scorers'}`,
      `Booked: ${bookings.length > 0 ? listOf(bookings.map((e) => `${e.player.name} (${e.minute}')`)) : 'nobody'}`,
    ],
  });
  // Reports go up soon after the final whistle (about two hours after kick-off).
  return matchArticle(m, 'reports', { slug, title, standfirst, body }, Date.parse(m.kick_off) + 125 * 60_000);
}

import {
  fractionToDecimal,
  isTippedSport,
  sportEventPath,
  twoWayPrices,
  type OtherSport,
  type Side,
  type SportTip,
} from '@sl/contracts';
import { addDays } from '../model/dates';
import type { ModelEvent } from '../model/event';
import { DEFAULT_SPORTS_SEED, sportEvents } from '../model/world';
import { FormBook, winnerOf } from './form';

/** How far back the ratings learn from: a year and a bit, so last season's meetings count. */
const LEARN_DAYS = 400;
/** The bookmakers' margin on a two-way market. */
const OVERROUND = 1.06;

const wins = (form: string) => [...form].filter((r) => r === 'W').length;

/** Teams take the plural in British English ("the Lions have won"), players the singular. */
const TEAM_SPORTS = new Set(['nfl', 'rugby']);

function describe(sport: string, name: string, form: string): string {
  const verb = TEAM_SPORTS.has(sport) ? 'have' : 'has';
  if (form.length === 0) return `${name} ${verb} no recent form to go on`;
  return `${name} ${verb} won ${wins(form)} of the last ${form.length} (${form.split('').join('-')})`;
}

/** Why the desk took a side: the outsider in hot form at a price, the stronger on the year, or form in a close one. */
type Reason = 'value' | 'rating' | 'form' | 'close';

/** Wins over runs in the recent form; none is no evidence either way. */
const winRate = (form: string) => (form.length === 0 ? 0.5 : wins(form) / form.length);

/**
 * The desk's pick: the side the ratings make favourite, unless the outsider is in hot form (four or more wins in
 * the last five) at a price worth taking (6/4 to 4/1), which is the bet a tipster looks for; when the ratings make
 * it close, the side in the better recent form.
 */
function pick(e: ModelEvent, book: FormBook, market: [string, string]): { side: Side; reason: Reason } {
  const chance = book.chanceFirst(e);
  const favourite: Side = chance >= 0.5 ? 0 : 1;
  const outsider: Side = favourite === 0 ? 1 : 0;
  const formOf = (side: Side) => book.form(e.competitors[side]?.name ?? '');
  const price = fractionToDecimal(market[outsider]);
  if (wins(formOf(outsider)) >= 4 && price >= 2.5 && price <= 5) return { side: outsider, reason: 'value' };
  if (Math.abs(chance - 0.5) >= 0.04) return { side: favourite, reason: 'rating' };
  const [outsiderRate, favouriteRate] = [winRate(formOf(outsider)), winRate(formOf(favourite))];
  if (outsiderRate > favouriteRate) return { side: outsider, reason: 'form' };
  return { side: favourite, reason: favouriteRate > outsiderRate ? 'form' : 'close' };
}

function reasoning(
  e: ModelEvent,
  book: FormBook,
  side: Side,
  reason: Reason,
  market: [string, string],
): string {
  const other: Side = side === 0 ? 1 : 0;
  const selection = e.competitors[side]?.name ?? '';
  const opponent = e.competitors[other]?.name ?? '';
  const lines = [
    `${describe(e.sport, selection, book.form(selection))}; ${describe(e.sport, opponent, book.form(opponent))}.`,
  ];
  const edge = Math.round(book.rating(selection) - book.rating(opponent));
  const team = TEAM_SPORTS.has(e.sport);
  const [is, rates] = team ? ['are', 'rate'] : ['is', 'rates'];
  if (reason === 'value')
    lines.push(
      `${opponent} ${is} the favourite at ${market[other]}, but ${selection} ${is} in the better form and ${market[side]} is too big.`,
    );
  else if (reason === 'form')
    lines.push(
      `Little between them on the year's results, so recent form decides it: ${selection} at ${market[side]}.`,
    );
  else if (reason === 'close')
    lines.push(
      `Nothing to split them on the year's results or on recent form; ${selection} ${is} the narrow favourite at ${market[side]}.`,
    );
  else if (edge > 80)
    lines.push(
      `On the last year's results ${selection} ${rates} the stronger by some way, and ${market[side]} is a fair price.`,
    );
  else if (edge > 20)
    lines.push(
      `${selection} ${rates} a little the stronger on the last year's results; ${market[side]} will do.`,
    );
  else lines.push(`${selection} ${rates} the stronger on the year's results; ${market[side]} is the price.`);
  if (side === 0 && (e.sport === 'rugby' || e.sport === 'nfl'))
    lines.push(`Home advantage at ${e.venue} helps.`);
  return lines.join(' ');
}

/** The desk's tip for a head-to-head event, settled from its result once it has finished at `now`. */
function tipFor(e: ModelEvent, book: FormBook, now: Date): SportTip {
  const market = twoWayPrices(book.chanceFirst(e), OVERROUND) as [string, string];
  const { side, reason } = pick(e, book, market);
  const price = market[side];
  const finished = now >= e.end;
  const winner = finished ? winnerOf(e.result) : null;
  const result = !finished ? 'pending' : winner === side ? 'won' : 'lost';
  const profit =
    result === 'pending'
      ? null
      : result === 'won'
        ? Math.round((fractionToDecimal(price) - 1) * 100) / 100
        : -1;
  return {
    eventId: e.eventId,
    sport: e.sport,
    path: sportEventPath(e.sport, e.eventId),
    event: `${e.competitors[0]?.name ?? ''} v ${e.competitors[1]?.name ?? ''}`,
    competition: e.competition,
    round: e.round,
    startTime: e.start.toISOString(),
    date: e.startDate,
    selection: { side, name: e.competitors[side]?.name ?? '' },
    price,
    market,
    reasoning: reasoning(e, book, side, reason, market),
    result,
    profit,
  };
}

/**
 * The desk's tips for a sport's events starting from `from` to `to` (London days). The ratings behind each price
 * and pick learn only from results of events that ended before it started, so a tip never knows its own result.
 */
export function sportTips(
  sport: OtherSport,
  from: string,
  to: string,
  now: Date,
  seed = DEFAULT_SPORTS_SEED,
): SportTip[] {
  if (!isTippedSport(sport)) return [];
  const book = new FormBook();
  const tips: SportTip[] = [];
  for (const e of sportEvents(sport, addDays(from, -LEARN_DAYS), to, seed)) {
    // A price is made from what is known when it is made: for an event still to come, the results so far.
    book.settleUpTo(e.start < now ? e.start : now);
    if (e.startDate >= from && e.startDate <= to && e.competitors.length === 2 && e.result.kind !== 'golf')
      tips.push(tipFor(e, book, now));
    book.add(e);
  }
  return tips;
}

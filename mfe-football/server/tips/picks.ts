import {
  matchPath,
  ordinalFigure,
  tipsterSummary,
  tipstersFor,
  type Tip,
  type TipEvent,
  type TipLeg,
  type Tipster,
} from '@sl/contracts';
import { priceToDecimal } from '@sl/contracts/tip-records';
import type { FormLine, Standing, TipMatch, TipSide } from './context';
import { correctScorePrice, goalsPrices } from './markets';
import { accaPrice, combinedDecimal, FOOTBALL_MARKETS } from './settle';

const pct = (p: number) => `${Math.round(p * 100)}%`;
const implied = (price: string) => 1 / priceToDecimal(price);

function standingText(side: Pick<TipSide, 'name'>, standing: Standing | null): string {
  return standing
    ? `${side.name} are ${ordinalFigure(standing.position)} of ${standing.of} in the ${standing.league}`
    : `${side.name} have no league table here`;
}

function formText(form: FormLine): string {
  if (!form.results) return 'no completed match yet this season';
  const n = form.results.length;
  return `${form.results} in the last ${n} (${form.points} pts, ${form.scored} scored, ${form.conceded} conceded)`;
}

/** The sentences every football tip starts from: table, form and strength. */
function matchContext(m: TipMatch): string {
  const table =
    m.home.standing || m.away.standing
      ? `${standingText(m.home, m.home.standing)}; ${standingText(m.away, m.away.standing)}.`
      : '';
  const form = `Form: ${m.home.name} ${formText(m.home.form)}; ${m.away.name} ${formText(m.away.form)}.`;
  const strength = `Our ratings expect ${m.model.means.home.toFixed(1)} goals to ${m.model.means.away.toFixed(1)} and give ${m.home.name} ${pct(m.model.home)}, the draw ${pct(m.model.draw)} and ${m.away.name} ${pct(m.model.away)}.`;
  return [table, form, strength].filter(Boolean).join(' ');
}

const eventOf = (m: TipMatch): TipEvent => ({
  id: String(m.id),
  name: `${m.home.name} v ${m.away.name}`,
  startTime: m.kickOff.toISOString(),
  venue: m.competition,
  path: matchPath(m.id, m.home.name, m.away.name),
});

/** A candidate pick before it becomes a tip: `strength` orders a tipster's picks and names the nap. */
interface TipPick {
  match: TipMatch;
  market: string;
  selection: { id: string; name: string };
  price: string;
  reasoning: string;
  strength: number;
}

type Side = 'home' | 'draw' | 'away';
const sideName = (m: TipMatch, s: Side) =>
  s === 'home' ? m.home.name : s === 'away' ? m.away.name : 'The draw';
const resultSelection = (m: TipMatch, s: Side) => ({ id: s, name: s === 'draw' ? 'Draw' : sideName(m, s) });

/** The market's favourite: the shorter of the home and away prices (null when the draw is the shortest). */
function favouriteOf(m: TipMatch): Side | null {
  const [h, d, a] = [m.prices.home, m.prices.draw, m.prices.away].map(priceToDecimal) as [
    number,
    number,
    number,
  ];
  if (d <= Math.min(h, a)) return null;
  return h <= a ? 'home' : 'away';
}

/** Frankie's way: back the strongest fancies in the betting. */
function marketPicks(matches: readonly TipMatch[]): TipPick[] {
  return matches
    .map((m) => ({ m, fav: favouriteOf(m) }))
    .filter((x): x is { m: TipMatch; fav: Side } => x.fav !== null)
    .map(({ m, fav }) => {
      const price = m.prices[fav];
      return {
        match: m,
        market: FOOTBALL_MARKETS.result,
        selection: resultSelection(m, fav),
        price,
        reasoning: `${matchContext(m)} ${sideName(m, fav)} are the ${price} favourites: the bookmakers make them ${pct(implied(price))} to win, and the money has been with them.`,
        strength: implied(price),
      };
    });
}

/** Sam's way: the outcome whose price is biggest against what form and ratings say. */
function valuePicks(matches: readonly TipMatch[]): TipPick[] {
  const results = matches.map((m) => {
    const best = (['home', 'draw', 'away'] as const)
      .map((s) => ({ s, edge: m.formModel[s] * priceToDecimal(m.prices[s]) - 1 }))
      .sort((x, y) => y.edge - x.edge)[0]!;
    const price = m.prices[best.s];
    return {
      match: m,
      market: FOOTBALL_MARKETS.result,
      selection: resultSelection(m, best.s),
      price,
      reasoning: `${matchContext(m)} ${price} about ${best.s === 'draw' ? 'the draw' : sideName(m, best.s)} implies ${pct(implied(price))}; on ratings and recent form we make it ${pct(m.formModel[best.s])}, so the price is bigger than it should be.`,
      strength: best.edge,
    };
  });
  return results;
}

/** Sam's correct score: the likeliest score on the form-adjusted model. */
function correctScorePick(m: TipMatch): TipPick {
  const top = m.formModel.scores[0]!;
  const price = correctScorePrice(m.formModel, top.home, top.away);
  return {
    match: m,
    market: FOOTBALL_MARKETS.score,
    selection: {
      id: `cs-${top.home}-${top.away}`,
      name: `${m.home.name} ${top.home}-${top.away} ${m.away.name}`,
    },
    price,
    reasoning: `${matchContext(m)} The likeliest score on our numbers is ${top.home}-${top.away} (${pct(top.p)}); at ${price} it is worth a small interest.`,
    strength: top.p * priceToDecimal(price) - 1,
  };
}

/** Lucy's way: the goals markets, from expected goals and how many goals both sides' games have had. */
function goalsPicks(matches: readonly TipMatch[]): TipPick[] {
  return matches.map((m) => {
    const prices = goalsPrices(m.model);
    const games = m.home.form.results.length + m.away.form.results.length;
    const both = m.home.form.bothScored + m.away.form.bothScored;
    const overs = m.home.form.overs + m.away.form.overs;
    const formBtts = games ? both / games : m.model.bttsYes;
    const formOver = games ? overs / games : m.model.over25;
    const options = [
      {
        id: 'btts-yes',
        name: 'Yes',
        market: FOOTBALL_MARKETS.btts,
        p: (m.model.bttsYes + formBtts) / 2,
        price: prices.bttsYes,
      },
      {
        id: 'btts-no',
        name: 'No',
        market: FOOTBALL_MARKETS.btts,
        p: 1 - (m.model.bttsYes + formBtts) / 2,
        price: prices.bttsNo,
      },
      {
        id: 'over-2.5',
        name: 'Over 2.5 goals',
        market: FOOTBALL_MARKETS.goals,
        p: (m.model.over25 + formOver) / 2,
        price: prices.over25,
      },
      {
        id: 'under-2.5',
        name: 'Under 2.5 goals',
        market: FOOTBALL_MARKETS.goals,
        p: 1 - (m.model.over25 + formOver) / 2,
        price: prices.under25,
      },
    ];
    const best = options.sort((x, y) => y.p - x.p)[0]!;
    const evidence = games
      ? `Both teams scored in ${both} of their last ${games} games between them, and ${overs} had three goals or more.`
      : 'Neither side has a completed match this season, so this is the ratings alone.';
    return {
      match: m,
      market: best.market,
      selection: { id: best.id, name: best.name },
      price: best.price,
      reasoning: `${matchContext(m)} ${evidence} We make ${best.market.toLowerCase()}: ${best.name.toLowerCase()} ${pct(best.p)} against ${pct(implied(best.price))} in the price.`,
      strength: best.p,
    };
  });
}

const top = (picks: TipPick[], n: number) => [...picks].sort((a, b) => b.strength - a.strength).slice(0, n);

function picksFor(tipster: Tipster, matches: readonly TipMatch[]): TipPick[] {
  switch (tipster.methods.football) {
    case 'market':
      return top(marketPicks(matches), 3);
    case 'value': {
      const singles = top(valuePicks(matches), 2);
      const cs = matches[0] ? [correctScorePick(matches[0])] : [];
      return [...singles, ...cs];
    }
    case 'goals':
      return top(goalsPicks(matches), 3);
    case 'form':
    case 'connections':
    case 'course':
    case undefined:
      // Methods with no football reading of their own (or none given): two of the market's picks.
      return top(marketPicks(matches), 2);
  }
}

const pending = { result: 'pending' as const, startingPrice: null, profit: null };

/** The daily accumulator: the day's shortest-priced favourites, three or four of them, from the market tipster. */
function accumulator(date: string, tipster: Tipster, matches: readonly TipMatch[]): Tip | null {
  const legs = top(marketPicks(matches), 4);
  if (legs.length < 3) return null;
  const decimal = combinedDecimal(legs.map((l) => l.price));
  const tipLegs: TipLeg[] = legs.map((l) => ({
    event: eventOf(l.match),
    selection: l.selection,
    market: l.market,
    price: l.price,
    result: 'pending',
  }));
  const first = [...legs].sort((a, b) => a.match.kickOff.getTime() - b.match.kickOff.getTime())[0]!;
  return {
    id: `football:${date}:${tipster.id}:acca`,
    tipster: tipsterSummary(tipster),
    sport: 'football',
    date,
    event: {
      id: `acca-${date}`,
      name: `${legs.length}-fold accumulator`,
      startTime: first.match.kickOff.toISOString(),
      venue: [...new Set(legs.map((l) => l.match.competition))].join(', '),
      path: '/football/tips-centre',
    },
    selection: { id: 'acca', name: legs.map((l) => l.selection.name).join(', ') },
    market: FOOTBALL_MARKETS.acca,
    price: accaPrice(decimal),
    reasoning: `The ${legs.length} shortest-priced favourites on the day's card, at combined odds of ${decimal.toFixed(2)}: ${legs
      .map(
        (l) =>
          `${l.selection.name} (${l.price}) against ${l.selection.id === 'home' ? l.match.away.name : l.match.home.name}`,
      )
      .join('; ')}.`,
    nap: false,
    ...pending,
    legs: tipLegs,
  };
}

/** Every football tip of a day: each football tipster's picks by their method (their strongest the nap), and the acca. */
export function footballTips(date: string, matches: readonly TipMatch[]): Tip[] {
  const tips: Tip[] = [];
  for (const tipster of tipstersFor('football')) {
    const picks = picksFor(tipster, matches);
    const nap = top(picks, 1)[0];
    for (const p of picks)
      tips.push({
        id: `football:${date}:${tipster.id}:${p.match.id}:${p.selection.id}`,
        tipster: tipsterSummary(tipster),
        sport: 'football',
        date,
        event: eventOf(p.match),
        selection: p.selection,
        market: p.market,
        price: p.price,
        reasoning: p.reasoning,
        nap: p === nap,
        ...pending,
      });
    if (tipster.methods.football === 'market') {
      const acca = accumulator(date, tipster, matches);
      if (acca) tips.push(acca);
    }
  }
  return tips;
}

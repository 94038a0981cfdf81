import {
  ENTRY_STATUS,
  positionLabel,
  racecardPath,
  tipstersFor,
  type Entry,
  type Performance,
  type RaceCard,
  type Tipster,
  type TipsterMethod,
} from '@sl/contracts';
import { priceToDecimal } from '@sl/contracts/tip-records';

/** A tip as a tipster gives it, before any result: what the tips table stores. */
export interface TipDraft {
  id: string;
  tipsterId: string;
  date: string;
  raceId: number;
  offTime: string;
  courseName: string;
  raceTitle: string;
  offTimeLocal: string;
  horseCode: string;
  horseName: string;
  price: string;
  reasoning: string;
  nap: boolean;
}

/** How many races of a day the panel tips: the day's richest races with a field worth tipping in. */
export const TIPPED_RACES_PER_DAY = 6;
const MIN_RUNNERS = 5;

const ORDINAL = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

function prizeValue(prize: string): number {
  return Number(prize.replace(/[^0-9.]/g, '')) || 0;
}

const dayOf = (iso: string) => iso.slice(0, 10);
const NUMBER_WORDS: Record<number, string> = { 2: 'two', 3: 'three' };

function shortDate(iso: string): string {
  return new Date(`${dayOf(iso)}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

const titleCase = (upper: string) => upper.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Runs before the race's day, newest first. */
function pastRuns(entry: Entry, raceDay: string): Performance[] {
  return entry.horse.performances
    .filter((p) => dayOf(p.meetingDate) < raceDay)
    .sort((a, b) => b.meetingDate.localeCompare(a.meetingDate));
}

export function runnersOf(card: RaceCard): Entry[] {
  return card.entries.filter((e) => e.statusId === ENTRY_STATUS.runner && priceToDecimal(e.currentOdds) > 1);
}

/** The day's tipped races: at least five runners, richest first (ties by off time), then in off-time order. */
export function tippedRaces(cards: readonly RaceCard[], count = TIPPED_RACES_PER_DAY): RaceCard[] {
  return cards
    .filter((c) => runnersOf(c).length >= MIN_RUNNERS)
    .sort((a, b) => prizeValue(b.prize) - prizeValue(a.prize) || a.offTime.localeCompare(b.offTime))
    .slice(0, count)
    .sort((a, b) => a.offTime.localeCompare(b.offTime) || a.raceId - b.raceId);
}

/** Trainer and jockey records over the 30 days before the race day, from every runner's past runs on the day's cards. */
interface ConnectionsForm {
  trainer: Map<string, { runs: number; wins: number }>;
  jockey: Map<string, { runs: number; wins: number }>;
}

function connectionsForm(cards: readonly RaceCard[], day: string): ConnectionsForm {
  const from = new Date(`${day}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 30);
  const since = from.toISOString().slice(0, 10);
  const seen = new Set<string>();
  const form: ConnectionsForm = { trainer: new Map(), jockey: new Map() };
  const add = (map: Map<string, { runs: number; wins: number }>, code: string, won: boolean) => {
    if (!code) return;
    const row = map.get(code) ?? { runs: 0, wins: 0 };
    row.runs++;
    if (won) row.wins++;
    map.set(code, row);
  };
  for (const card of cards) {
    for (const entry of card.entries) {
      for (const run of entry.horse.performances) {
        const d = dayOf(run.meetingDate);
        if (d < since || d >= day) continue;
        // A run appears once per horse however many cards the horse is on.
        const key = `${entry.horseCode}:${d}:${run.courseId}:${run.raceNumber}`;
        if (seen.has(key)) continue;
        seen.add(key);
        add(form.trainer, run.trainerCode, run.positionOfficial === 1);
        add(form.jockey, run.jockeyCode, run.positionOfficial === 1);
      }
    }
  }
  return form;
}

interface Choice {
  entry: Entry;
  /** How strongly the method prefers this runner over the next: the nap is the day's most confident choice. */
  confidence: number;
  /** The method's own sentence on why. */
  why: string;
}

function ratings(runs: Performance[], n = 3): number[] {
  return runs
    .slice(0, n)
    .map((r) => r.performanceRating)
    .filter((r) => r > 0);
}

const best = (values: number[]) => (values.length ? Math.max(...values) : 0);
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

function topTwo<T>(items: T[], score: (t: T) => number): [T, number, number] | null {
  const scored = items.map((item) => ({ item, s: score(item) })).sort((a, b) => b.s - a.s);
  const first = scored[0];
  if (!first) return null;
  return [first.item, first.s, scored[1]?.s ?? first.s - 1];
}

function byForm(card: RaceCard, day: string): Choice | null {
  const runners = runnersOf(card);
  const score = (e: Entry) => {
    const runs = pastRuns(e, day);
    const wins = runs.slice(0, 3).filter((r) => r.positionOfficial === 1).length;
    return mean(ratings(runs)) + 3 * wins - 0.01 * priceToDecimal(e.currentOdds);
  };
  const top = topTwo(runners, score);
  if (!top) return null;
  const [entry, s1, s2] = top;
  const runs = pastRuns(entry, day);
  const figs = ratings(runs);
  const why = figs.length
    ? `Has run to figures of ${figs.join(', ')} in ${figs.length === 1 ? 'its last start' : `its last ${NUMBER_WORDS[figs.length] ?? figs.length} starts`}, the best recent level in this field.`
    : `Unexposed in a field with little solid form, and the form figures (${entry.form || 'none'}) give it the edge.`;
  return { entry, confidence: Math.max(0, s1 - s2), why };
}

function byMarket(card: RaceCard): Choice | null {
  const runners = runnersOf(card);
  const top = topTwo(runners, (e) => -priceToDecimal(e.currentOdds));
  if (!top) return null;
  const [entry, s1, s2] = top;
  const second = -s2;
  const why =
    second > -s1
      ? `Heads the betting at ${entry.currentOdds} with the next best at ${runners.find((r) => priceToDecimal(r.currentOdds) === second)?.currentOdds ?? 'longer odds'}: the market has a clear view.`
      : `Joint favourite at ${entry.currentOdds}: the market cannot split the principals, and this one has the better profile.`;
  // A short, clear favourite is the market tipster's strongest play.
  return { entry, confidence: (second - -s1) * 4 + 10 / -s1, why };
}

function byConnections(card: RaceCard, form: ConnectionsForm): Choice | null {
  const runners = runnersOf(card);
  const rate = (row: { runs: number; wins: number } | undefined) =>
    row && row.runs >= 3 ? row.wins / row.runs : 0;
  const score = (e: Entry) =>
    rate(form.trainer.get(e.trainerCode)) * 60 +
    rate(form.jockey.get(e.jockeyCode)) * 40 -
    0.02 * priceToDecimal(e.currentOdds);
  const top = topTwo(runners, score);
  if (!top) return null;
  const [entry, s1, s2] = top;
  const t = form.trainer.get(entry.trainerCode) ?? { runs: 0, wins: 0 };
  const j = form.jockey.get(entry.jockeyCode) ?? { runs: 0, wins: 0 };
  const parts = [
    t.wins > 0 ? `${entry.trainerFullName}'s horses have won ${t.wins} of ${t.runs} in the last 30 days` : '',
    j.wins > 0 && entry.jockeyFullName
      ? `${entry.jockeyFullName} has ridden ${j.wins} winner${j.wins === 1 ? '' : 's'} from ${j.runs} rides`
      : '',
  ].filter(Boolean);
  const why =
    parts.length > 0
      ? `${parts.join(' and ')}: connections in form.`
      : `${entry.trainerFullName} and ${entry.jockeyFullName || 'the booked rider'} team up; with no yard in this race in winning form, the market's pick of the connections gets the vote.`;
  return { entry, confidence: Math.max(0, s1 - s2) + s1 / 10, why };
}

function byCourse(card: RaceCard, day: string): Choice | null {
  const runners = runnersOf(card);
  const courseRuns = (e: Entry) => pastRuns(e, day).filter((r) => r.courseId === card.courseId);
  const score = (e: Entry) => {
    const runs = courseRuns(e);
    const wins = runs.filter((r) => r.positionOfficial === 1).length;
    const places = runs.filter((r) => r.positionOfficial === 2 || r.positionOfficial === 3).length;
    return wins * 3 + places - 0.02 * priceToDecimal(e.currentOdds);
  };
  const top = topTwo(runners, score);
  if (!top) return null;
  const [entry, s1, s2] = top;
  const runs = courseRuns(entry);
  const course = titleCase(card.courseName);
  const wins = runs.filter((r) => r.positionOfficial === 1).length;
  const placed = runs.filter((r) => r.positionOfficial === 2 || r.positionOfficial === 3).length;
  if (wins + placed === 0) {
    // Nobody has won or placed here: the course man falls back on the most consistent horse in the field.
    const fallback = byForm(card, day);
    if (!fallback) return null;
    return {
      entry: fallback.entry,
      confidence: fallback.confidence / 4,
      why: `None of these has won or placed at ${course}, so the vote goes on form. ${fallback.why}`,
    };
  }
  const record = runs.map((r) => positionLabel(r.positionOfficial, r.nonFinisherCode)).join('-');
  return {
    entry,
    confidence: Math.max(0, s1 - s2) * 2,
    why: `Proven at ${course}: ${wins ? `${wins} win${wins === 1 ? '' : 's'} from ${runs.length} runs here` : `placed here before`} (${record}), and course form counts for plenty at this track.`,
  };
}

function byValue(card: RaceCard, day: string): Choice | null {
  const runners = runnersOf(card);
  if (runners.length === 0) return null;
  const rated = runners
    .map((e) => ({ e, rating: best(ratings(pastRuns(e, day))) }))
    .sort((a, b) => b.rating - a.rating);
  // Among the three best on figures, the biggest price is the value; a price of 3/1 or shorter is no value.
  const contenders = rated.slice(0, 3).filter((r) => r.rating > 0);
  const pick = [...contenders].sort(
    (a, b) => priceToDecimal(b.e.currentOdds) - priceToDecimal(a.e.currentOdds),
  )[0];
  if (!pick) return null;
  const rank = rated.findIndex((r) => r.e === pick.e) + 1;
  const decimal = priceToDecimal(pick.e.currentOdds);
  const priceRank =
    [...runners]
      .sort((a, b) => priceToDecimal(a.currentOdds) - priceToDecimal(b.currentOdds))
      .findIndex((e) => e === pick.e) + 1;
  return {
    entry: pick.e,
    confidence: decimal >= 4 ? (priceRank - rank) * 2 + Math.min(decimal, 12) / 4 : 0,
    why: `Rated ${pick.rating} at best recently, ${rank === 1 ? 'the best' : `the ${ORDINAL(rank)} best`} in the field on figures, yet ${priceRank === 1 ? 'only favourite' : `only ${ORDINAL(priceRank)} in the betting`} at ${pick.e.currentOdds}: the price underestimates it.`,
  };
}

function choose(method: TipsterMethod, card: RaceCard, day: string, form: ConnectionsForm): Choice | null {
  switch (method) {
    case 'form':
      return byForm(card, day);
    case 'market':
      return byMarket(card);
    case 'connections':
      return byConnections(card, form);
    case 'course':
      return byCourse(card, day);
    case 'value':
    case 'goals':
      return byValue(card, day);
  }
}

/** The horse's last run told in a sentence, from its real form and the race comment. */
function lastRunSentence(entry: Entry, day: string): string {
  const last = pastRuns(entry, day)[0];
  if (!last) return `${entry.horseName} makes a racecourse debut.`;
  const where = titleCase(last.courseName);
  const place =
    last.positionOfficial === 1
      ? 'won'
      : last.positionOfficial > 0
        ? `finished ${ORDINAL(last.positionOfficial)}`
        : `failed to finish (${positionLabel(0, last.nonFinisherCode)})`;
  const comment = last.performanceCommentLong || last.performanceCommentShort;
  const told = comment ? `: ${comment.charAt(0).toLowerCase()}${comment.slice(1).replace(/\.$/, '')}.` : '.';
  return `Last time at ${where} on ${shortDate(last.meetingDate)} it ${place}${told}`;
}

function reasoningFor(choice: Choice, day: string): string {
  const { entry } = choice;
  const rider = entry.jockeyFullName
    ? `${entry.jockeyFullName} rides for ${entry.trainerFullName}.`
    : `Trained by ${entry.trainerFullName}.`;
  return `${choice.why} ${lastRunSentence(entry, day)} ${rider}`;
}

/**
 * A day's tips: each racing tipster picks a horse in each tipped race by the tipster's own method, with the
 * reasoning written from the horse's form and comments, and makes the most confident of them the nap. Only the
 * card as it stood before the off is read (runners, prices, past runs), never the result.
 */
export function pickTips(
  date: string,
  cards: readonly RaceCard[],
  tipsters: readonly Tipster[] = tipstersFor('racing'),
): TipDraft[] {
  const races = tippedRaces(cards);
  const form = connectionsForm(cards, date);
  const drafts: TipDraft[] = [];
  for (const tipster of tipsters) {
    const method = tipster.methods.racing;
    if (!method) continue;
    const own: Array<TipDraft & { confidence: number }> = [];
    for (const card of races) {
      const choice = choose(method, card, date, form);
      if (!choice) continue;
      own.push({
        id: `racing-${date}-${tipster.id}-${card.raceId}`,
        tipsterId: tipster.id,
        date,
        raceId: card.raceId,
        offTime: card.offTime,
        courseName: card.courseName,
        raceTitle: card.title,
        offTimeLocal: card.offTimeLocal,
        horseCode: choice.entry.horseCode,
        horseName: choice.entry.horseName,
        price: choice.entry.currentOdds,
        reasoning: reasoningFor(choice, date),
        nap: false,
        confidence: choice.confidence,
      });
    }
    const nap = [...own].sort((a, b) => b.confidence - a.confidence || a.offTime.localeCompare(b.offTime))[0];
    for (const { confidence: _confidence, ...draft } of own)
      drafts.push({ ...draft, nap: draft.id === nap?.id });
  }
  return drafts;
}

export const racePathOf = (d: Pick<TipDraft, 'date' | 'courseName' | 'raceId' | 'raceTitle'>) =>
  racecardPath(d.date, d.courseName, d.raceId, d.raceTitle);

import { addDays, instantAt, nthWeekday, onOrAfter, ymd } from './dates';
import { competitor, makeEvent, type ModelEvent } from './event';
import { winChance } from './names';
import { rngFor } from './random';
import * as score from './scores';

const SIX_NATIONS: Record<string, string> = {
  England: 'Allianz Stadium, Twickenham',
  France: 'Stade de France, Paris',
  Ireland: 'Aviva Stadium, Dublin',
  Italy: 'Stadio Olimpico, Rome',
  Scotland: 'Scottish Gas Murrayfield, Edinburgh',
  Wales: 'Principality Stadium, Cardiff',
};
const TOURISTS = [
  'New Zealand',
  'South Africa',
  'Australia',
  'Argentina',
  'Japan',
  'Fiji',
  'Samoa',
  'Tonga',
  'Georgia',
  'Uruguay',
];
const PREMIERSHIP: Record<string, string> = {
  Bath: 'The Rec, Bath',
  'Bristol Bears': 'Ashton Gate, Bristol',
  'Exeter Chiefs': 'Sandy Park, Exeter',
  Gloucester: 'Kingsholm, Gloucester',
  Harlequins: 'Twickenham Stoop, London',
  'Leicester Tigers': 'Mattioli Woods Welford Road, Leicester',
  'Newcastle Red Bulls': 'Kingston Park, Newcastle',
  'Northampton Saints': "cinch Stadium at Franklin's Gardens, Northampton",
  'Sale Sharks': 'Salford Community Stadium, Salford',
  Saracens: 'StoneX Stadium, London',
};

const ratings = (teams: string[], seed: number, key: string) =>
  new Map(teams.map((t) => [t, 1500 + rngFor(seed, 'rugby', key, t).int(-150, 150)]));

/** Circle-method round robin: every team meets every other once; `flip` swaps home and away. */
function roundRobin(teams: string[], flip: boolean): [string, string][][] {
  const list = [...teams];
  const rounds: [string, string][][] = [];
  for (let r = 0; r < list.length - 1; r++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < list.length / 2; i++) {
      const a = list[i] as string;
      const b = list[list.length - 1 - i] as string;
      pairs.push((r + i + (flip ? 1 : 0)) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as string);
  }
  return rounds;
}

/** Five rounds from the first Saturday of February, with rest weeks after rounds two and three. */
const SIX_NATIONS_ROUNDS = [0, 7, 21, 35, 42];
const KICK_OFFS = [
  [14, 15],
  [16, 45],
  [15, 0],
] as const;

function sixNations(year: number, seed: number): ModelEvent[] {
  const teams = Object.keys(SIX_NATIONS);
  const r = ratings(teams, seed, `6n${year}`);
  const first = nthWeekday(year, 2, 6, 1);
  return roundRobin(teams, year % 2 === 1).flatMap((pairs, round) =>
    pairs.map(([home, away], i) => {
      const [hour, minute] = KICK_OFFS[i] as readonly [number, number];
      const day = addDays(first, (SIX_NATIONS_ROUNDS[round] as number) + (i === 2 ? 1 : 0));
      return makeEvent({
        sport: 'rugby',
        competition: 'Six Nations',
        round: `Round ${round + 1}`,
        venue: SIX_NATIONS[home] as string,
        start: instantAt(day, hour, minute),
        durationMinutes: 110,
        competitors: [competitor(home), competitor(away)],
        result: score.rugby(
          rngFor(seed, 'rugby', '6n', year, round, i),
          winChance((r.get(home) ?? 1500) + 60, r.get(away) ?? 1500),
        ),
        index: round * 3 + i,
      });
    }),
  );
}

/** Autumn Nations Series: the home unions host touring sides on the four Saturdays from the first in November. */
function autumnNations(year: number, seed: number): ModelEvent[] {
  const rng = rngFor(seed, 'rugby', 'autumn', year);
  const first = nthWeekday(year, 11, 6, 1);
  const hosts = ['England', 'Ireland', 'Scotland', 'Wales', 'France', 'Italy'];
  return [0, 1, 2, 3].flatMap((week) => {
    const visitors = rng.sample(TOURISTS, 4);
    return rng.sample(hosts, 4).map((home, i) => {
      const away = visitors[i] as string;
      return makeEvent({
        sport: 'rugby',
        competition: 'Autumn Nations Series',
        round: `Week ${week + 1}`,
        venue: SIX_NATIONS[home] as string,
        start: instantAt(addDays(first, 7 * week), [13, 15, 17, 20][i] as number, i === 3 ? 10 : 10),
        durationMinutes: 110,
        competitors: [competitor(home), competitor(away)],
        result: score.rugby(rng, winChance(1560, 1500 + rng.int(-120, 200))),
        index: week * 4 + i,
      });
    });
  });
}

/**
 * The Premiership season that starts in September of `year`: eighteen rounds on weekends from the third
 * Saturday of September to May, none on Autumn Nations or Six Nations weekends; semi-finals, then the final
 * at Twickenham in June.
 */
function premiership(year: number, seed: number): ModelEvent[] {
  const teams = Object.keys(PREMIERSHIP);
  const r = ratings(teams, seed, `prem${year}`);
  const rounds = [...roundRobin(teams, false), ...roundRobin(teams, true)];
  const blocked = new Set([
    ...[0, 1, 2, 3].map((w) => addDays(nthWeekday(year, 11, 6, 1), 7 * w)),
    ...SIX_NATIONS_ROUNDS.map((d) => addDays(nthWeekday(year + 1, 2, 6, 1), d)),
    // European weekends: the Champions Cup pool rounds in December and January.
    nthWeekday(year, 12, 6, 2),
    nthWeekday(year, 12, 6, 3),
    nthWeekday(year + 1, 1, 6, 2),
    nthWeekday(year + 1, 1, 6, 3),
  ]);
  const saturdays: string[] = [];
  for (let d = nthWeekday(year, 9, 6, 3); saturdays.length < rounds.length; d = addDays(d, 7))
    if (!blocked.has(d)) saturdays.push(d);
  const events = rounds.flatMap((pairs, round) =>
    pairs.map(([home, away], i) => {
      // Friday night, three on Saturday afternoon, one on Sunday.
      const [offset, hour, minute] = (
        [
          [-1, 19, 45],
          [0, 15, 0],
          [0, 15, 5],
          [0, 17, 30],
          [1, 15, 0],
        ] as const
      )[i] as readonly [number, number, number];
      return makeEvent({
        sport: 'rugby',
        competition: 'Premiership Rugby',
        round: `Round ${round + 1}`,
        venue: PREMIERSHIP[home] as string,
        start: instantAt(addDays(saturdays[round] as string, offset), hour, minute),
        durationMinutes: 110,
        competitors: [competitor(home), competitor(away)],
        result: score.rugby(
          rngFor(seed, 'rugby', 'prem', year, round, i),
          winChance((r.get(home) ?? 1500) + 50, r.get(away) ?? 1500),
        ),
        index: round * 5 + i,
      });
    }),
  );
  const ranked = [...teams].sort((a, b) => (r.get(b) ?? 0) - (r.get(a) ?? 0));
  const semiDay = onOrAfter(ymd(year + 1, 6, 1), 6);
  const semis = [
    [ranked[0], ranked[3]],
    [ranked[1], ranked[2]],
  ].map(([home, away], i) =>
    makeEvent({
      sport: 'rugby',
      competition: 'Premiership Rugby',
      round: 'Semi-final',
      venue: PREMIERSHIP[home as string] as string,
      start: instantAt(addDays(semiDay, i), 15, 0),
      durationMinutes: 130,
      competitors: [competitor(home as string), competitor(away as string)],
      result: knockout(
        score.rugby(
          rngFor(seed, 'rugby', 'prem-sf', year, i),
          winChance(r.get(home as string) ?? 1500, r.get(away as string) ?? 1500),
        ),
      ),
      index: 1_000 + i,
    }),
  );
  const finalists = semis.map(
    (e) => e.competitors[e.result.kind === 'points' && e.result.winner === 1 ? 1 : 0]?.name as string,
  );
  const final = makeEvent({
    sport: 'rugby',
    competition: 'Premiership Rugby',
    round: 'Final',
    venue: 'Allianz Stadium, Twickenham',
    start: instantAt(addDays(semiDay, 14), 15, 0),
    durationMinutes: 130,
    competitors: finalists.map((n) => competitor(n)),
    result: knockout(score.rugby(rngFor(seed, 'rugby', 'prem-final', year), 0.5)),
    index: 1_010,
  });
  return [...events, ...semis, final];
}

/** A knockout game level after extra time is settled by a late penalty (the real tie-breaks are rarer still). */
function knockout(result: ReturnType<typeof score.rugby>): ReturnType<typeof score.rugby> {
  if (result.winner !== null) return result;
  const score2: [number, number] = [result.score[0] + 3, result.score[1]];
  return { ...result, score: score2, winner: 0, summary: `${score2[0]}-${score2[1]}` };
}

/** Rugby events that start in `year`: this year's Six Nations and autumn series, the Premiership season from September. */
export function rugbyEvents(year: number, seed: number): ModelEvent[] {
  return [...sixNations(year, seed), ...autumnNations(year, seed), ...premiership(year, seed)];
}

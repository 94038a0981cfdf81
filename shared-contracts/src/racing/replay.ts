import { ordinalWord } from '@sl/contracts';
import { SILK_COLOURS } from './silks';
import type { RaceHeadlineWithConditions, RaceResult, ResultPlacing } from '@sl/contracts';

/**
 * The drawn replay of a finish: where no video is configured the run-in is drawn from the result, so each
 * finisher crosses the line its total beaten distance behind the winner, in the result's order.
 */

/** Lengths a printed margin stands for (the result's short margins, fractions, "dist"); null when unreadable. */
export function marginLengths(distance: string): number | null {
  const text = distance.trim().toLowerCase();
  if (text === '' || text === 'dht') return 0;
  const SHORT: Record<string, number> = {
    nse: 0.05,
    'sh hd': 0.1,
    shd: 0.1,
    hd: 0.2,
    nk: 0.3,
    dist: 40,
  };
  if (text in SHORT) return SHORT[text]!;
  const VULGAR: Record<string, number> = { '¼': 0.25, '½': 0.5, '¾': 0.75 };
  const m = /^(\d+)?\s*(?:(\d)\/(\d)|([¼½¾]))?$/.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined && m[4] === undefined)) return null;
  const whole = m[1] ? Number(m[1]) : 0;
  const part = m[2] && m[3] ? Number(m[2]) / Number(m[3]) : m[4] ? VULGAR[m[4]]! : 0;
  if (part >= 1) return null;
  return whole + part;
}

export interface FinishPosition {
  horseCode: string;
  horseName: string;
  entryNumber: number;
  position: number;
  /** Total lengths behind the winner at the line (0 for the winner and dead-heaters with it). */
  lengthsBehind: number;
  /** A non-finisher: drawn pulled up short of the line, behind the last finisher. */
  nonFinisherCode: string;
}

/**
 * Where each runner of a result is at the line: finishers in the result's order with their cumulative beaten
 * distances (each printed distance is to the horse in front), non-finishers after them. Unreadable margins count
 * as a length, so a strange feed value cannot reorder the finish.
 */
export function finishPositions(placings: readonly ResultPlacing[]): FinishPosition[] {
  const finishers = placings.filter((p) => p.position > 0).sort((a, b) => a.position - b.position);
  const others = placings.filter((p) => p.position <= 0);
  let total = 0;
  const placed = finishers.map((p, i) => {
    if (i > 0) total += marginLengths(p.distance) ?? 1;
    return {
      horseCode: p.horseCode,
      horseName: p.horseName,
      entryNumber: p.entryNumber,
      position: p.position,
      lengthsBehind: Math.round(total * 100) / 100,
      nonFinisherCode: '',
    };
  });
  return [
    ...placed,
    ...others.map((p) => ({
      horseCode: p.horseCode,
      horseName: p.horseName,
      entryNumber: p.entryNumber,
      position: 0,
      lengthsBehind: total,
      nonFinisherCode: p.nonFinisherCode,
    })),
  ];
}

const NON_FINISH_WORDS: Record<string, string> = {
  PU: 'pulled up',
  F: 'fell',
  UR: 'unseated rider',
  BD: 'brought down',
  RO: 'ran out',
  R: 'refused',
  SU: 'slipped up',
  CO: 'carried out',
  HR: 'hit rail',
  RTR: 'refused to race',
  DNF: 'did not finish',
};

/** A printed margin as a commentator says it ("a neck", "one and a half lengths"). */
export function spokenMargin(distance: string): string {
  const text = distance.trim().toLowerCase();
  const SAID: Record<string, string> = {
    nse: 'a nose',
    shd: 'a short head',
    'sh hd': 'a short head',
    hd: 'a head',
    nk: 'a neck',
    dist: 'a distance',
    dht: 'nothing: a dead heat',
  };
  if (text in SAID) return SAID[text]!;
  const lengths = marginLengths(text);
  if (lengths === null) return distance;
  const whole = Math.floor(lengths);
  const part = { 0: '', 0.25: 'a quarter', 0.5: 'a half', 0.75: 'three-quarters' }[lengths - whole] ?? '';
  if (whole === 0) return lengths === 0.5 ? 'half a length' : `${part} of a length`;
  const said = whole === 1 ? 'one' : String(whole);
  if (!part) return `${said} length${whole === 1 ? '' : 's'}`;
  return `${said} and ${part} lengths`;
}

/** The finishing order told as a commentary line per finisher, then the non-finishers. */
export function finishCommentary(placings: readonly ResultPlacing[]): string[] {
  const finishers = placings.filter((p) => p.position > 0).sort((a, b) => a.position - b.position);
  const lines: string[] = [];
  const winner = finishers[0];
  if (!winner) return lines;
  const second = finishers[1];
  lines.push(
    second
      ? `${winner.horseName} wins it by ${spokenMargin(second.distance)} under ${winner.jockeyFullName || 'its rider'}${winner.startingPrice ? `, returned at ${winner.startingPrice === '1/1' ? 'evens' : winner.startingPrice}` : ''}.`
      : `${winner.horseName} is the only one to complete${winner.startingPrice ? `, returned at ${winner.startingPrice}` : ''}.`,
  );
  finishers.slice(1).forEach((p, i) => {
    const ahead = finishers[i]!;
    lines.push(
      `${p.horseName} ${ordinalWord(p.position)}, ${spokenMargin(p.distance)} behind ${ahead.horseName}.`,
    );
  });
  for (const p of placings.filter((x) => x.position <= 0))
    lines.push(`${p.horseName} ${NON_FINISH_WORDS[p.nonFinisherCode] ?? 'did not finish'}.`);
  return lines;
}

/** Replays are kept for today and the six days before it. */
export const REPLAY_DAYS = 7;

/** The day a race id belongs to (race ids are yyyymmdd, course and race number), or null for no such day. */
export function raceDayOf(raceId: number): string | null {
  if (!Number.isSafeInteger(raceId) || raceId <= 0) return null;
  const ymd = String(Math.floor(raceId / 1000));
  if (!/^\d{8}$/.test(ymd)) return null;
  const date = `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/** One finished race in the replays list. */
export interface ReplaySummary extends RaceHeadlineWithConditions {
  runners: number;
  winner: { horseName: string; startingPrice: string; jockeyFullName: string; trainerFullName: string };
}

export interface ReplaysDayResponse {
  date: string;
  /** The days replays are kept for, newest first. */
  days: string[];
  races: ReplaySummary[];
}

/** A replay: the race, its result, and what the drawn finish needs. */
export interface ReplayResponse extends RaceHeadlineWithConditions {
  raceClass: number;
  prize: string;
  /** Jumps races finish on a run-in after the last obstacle; Flat races in the straight. */
  jumps: boolean;
  result: RaceResult;
  finish: FinishPosition[];
  /** The owner's colours by horse code, as the racecard describes them ("Royal blue, white hoops, red cap"). */
  silks: Record<string, string>;
  commentary: string[];
}

/** The body and second colour of a silks description ("Royal blue, white hoops, red cap"); grey when unknown. */
export function silkColours(silks: string | undefined): { body: string; trim: string } {
  const parts = (silks ?? '')
    .toLowerCase()
    .split(',')
    .map((p) => p.trim());
  const colourIn = (part: string | undefined) =>
    Object.keys(SILK_COLOURS)
      .sort((a, b) => b.length - a.length)
      .find((name) => part?.startsWith(name));
  const body = colourIn(parts[0]);
  const trim = colourIn(parts[1]);
  return { body: body ? SILK_COLOURS[body]! : '#6b7280', trim: trim ? SILK_COLOURS[trim]! : '#f9fafb' };
}

/**
 * Where a runner is drawn at the line, in lengths on screen: true gaps up to 10 lengths, then compressed so a
 * tailed-off runner stays in the picture. Order is kept: more lengths behind is never drawn nearer the post.
 */
export function drawnLengths(lengthsBehind: number): number {
  const l = Math.max(0, lengthsBehind);
  return l <= 10 ? l : 10 + 4 * Math.log2(1 + (l - 10) / 4);
}

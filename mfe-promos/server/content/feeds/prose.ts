import { ordinalFigure, ordinalWord } from '@sl/contracts';
import { hashString } from '@sl/server-kit';

/** Helpers that make feed facts read like sentences. */

const SMALL = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** House style: numbers up to twelve in words, larger ones in figures. */
export function numberWord(n: number): string {
  return n >= 0 && n < SMALL.length ? SMALL[n]! : String(n);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** First to tenth in words, then figures: how the feeds' stories say a place or a round. */
export const ordinal = ordinalWord;

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** One of several phrasings, chosen by a stable key so the same article reads the same every time it is written. */
export function pick<T>(key: string, options: readonly T[]): T {
  return options[hashString(key) % options.length]!;
}

/** "1 1/2" lengths, "nk" -> "a neck": a beaten distance as a commentator says it. */
export function distanceWords(distance: string): string {
  const d = distance.trim().toLowerCase();
  const named: Record<string, string> = {
    nse: 'a nose',
    shd: 'a short head',
    sh: 'a short head',
    hd: 'a head',
    snk: 'a short neck',
    nk: 'a neck',
    dht: 'a dead heat',
    dist: 'a distance',
    '': 'a distance',
  };
  if (named[d]) return named[d]!;
  const fraction: Record<string, string> = { '1/4': 'a quarter', '1/2': 'a half', '3/4': 'three-quarters' };
  const [whole, part] = d.split(' ');
  const alone: Record<string, string> = {
    '1/4': 'a quarter of a length',
    '1/2': 'half a length',
    '3/4': 'three-quarters of a length',
  };
  if (whole && alone[whole] && !part) return alone[whole]!;
  const n = Number(whole);
  if (!Number.isFinite(n)) return `${distance} lengths`;
  const partWords = part ? (fraction[part] ? ` and ${fraction[part]}` : ` ${part}`) : '';
  return n === 1 && !part ? 'a length' : `${numberWord(n)}${partWords} lengths`;
}

/** A London date as a reader says it: "Wednesday 25 November". */
export function dayName(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** "Ascot" from "ASCOT" or "NEWCASTLE (AW)": the feed's upper-case course names in title case. */
export function courseTitle(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\(aw\)/i, '(AW)');
}

/** "1st", "2nd", "11th", "23rd": a finishing place in figures. */
export const placeFigure = ordinalFigure;

/** A headline within the article limit: cut at a word boundary, never mid-word. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}...`;
}

/** "Coral Handicap Chase" from "Coral Handicap Chase (Class 3) (0-135, 5yo+)": a race title as a headline says it. */
export function raceName(title: string): string {
  return title.replace(/\s*\([^)]*\)/g, '').trim() || title;
}

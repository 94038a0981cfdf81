import {
  SILK_BODY_PATTERNS,
  SILK_CAP_PATTERNS,
  SILK_COLOURS,
  SILK_SLEEVE_PATTERNS,
  type Silk,
  type SilkBodyPattern,
  type SilkCapPattern,
  type SilkSleevePattern,
} from '@sl/contracts/race-history';
import { hash } from './hash';

/** Owners' registered colours come from the shared table of racing colours by name (the words on the card). */
const SILK_PALETTE = SILK_COLOURS;
const NAMES = Object.keys(SILK_PALETTE);
const NAME_OF = new Map(Object.entries(SILK_PALETTE).map(([name, hex]) => [hex, name]));

/** The colour name of a palette shade; undefined for a colour outside the palette. */
export const silkColourName = (hex: string): string | undefined => NAME_OF.get(hex);

/** A pattern list with some patterns more than once, so a pick by index favours them (absent weights count 1). */
const weighted = <T extends string>(patterns: readonly T[], weights: Partial<Record<T, number>>): T[] =>
  patterns.flatMap((p) => Array.from({ length: weights[p] ?? 1 }, () => p));

// Weighted towards the patterns real colours use most (plain bodies, hoops, stripes, sashes, halves); the feed
// never gives a body the sleeves-only hoops.
const BODY = weighted(SILK_BODY_PATTERNS, { plain: 3, hoops: 2, sash: 2, 'hooped-sleeves-only': 0 });
const SLEEVES = weighted(SILK_SLEEVE_PATTERNS, { plain: 3 });
const CAPS = weighted(SILK_CAP_PATTERNS, { plain: 3 });

const BODY_WORDS: Record<SilkBodyPattern, (base: string, other: string) => string> = {
  plain: (b) => b,
  hoops: (b, o) => `${b}, ${o} hoops`,
  stripes: (b, o) => `${b}, ${o} stripes`,
  chevrons: (b, o) => `${b}, ${o} chevrons`,
  diamonds: (b, o) => `${b}, ${o} diamonds`,
  sash: (b, o) => `${b}, ${o} sash`,
  'cross-belts': (b, o) => `${b}, ${o} cross-belts`,
  quartered: (b, o) => `${b} and ${o} quartered`,
  halves: (b, o) => `${b} and ${o} halves`,
  spots: (b, o) => `${b}, ${o} spots`,
  stars: (b, o) => `${b}, ${o} stars`,
  check: (b, o) => `${b} and ${o} check`,
  braces: (b, o) => `${b}, ${o} braces`,
  'hooped-sleeves-only': (b) => b,
};
const SLEEVE_WORDS: Record<SilkSleevePattern, (base: string, other: string) => string> = {
  plain: (b) => `${b} sleeves`,
  hoops: (b, o) => `${b} and ${o} hooped sleeves`,
  stripes: (b, o) => `${b} and ${o} striped sleeves`,
  armlets: (b, o) => `${b} sleeves, ${o} armlets`,
  chevrons: (b, o) => `${b} sleeves, ${o} chevrons`,
  stars: (b, o) => `${b} sleeves, ${o} stars`,
  spots: (b, o) => `${b} sleeves, ${o} spots`,
  halved: (b, o) => `${b} and ${o} halved sleeves`,
};
const CAP_WORDS: Record<SilkCapPattern, (base: string, other: string) => string> = {
  plain: (b) => `${b} cap`,
  star: (b, o) => `${b} cap, ${o} star`,
  hooped: (b, o) => `${b} and ${o} hooped cap`,
  quartered: (b, o) => `${b} and ${o} quartered cap`,
  spots: (b, o) => `${b} cap, ${o} spots`,
  striped: (b, o) => `${b} and ${o} striped cap`,
  diamond: (b, o) => `${b} cap, ${o} diamond`,
};

const name = (hex: string) => NAME_OF.get(hex) ?? 'unknown';

/**
 * The colours in words as a racecard prints them ("Royal blue, white hoops, red sleeves, yellow cap"): the
 * sleeves are named only when they differ from a plain body's colour.
 */
export function describeSilk(silk: Omit<Silk, 'description'>): string {
  const parts = [BODY_WORDS[silk.bodyPattern](name(silk.body), name(silk.bodyPatternColour))];
  const sameSleeves = silk.sleevePattern === 'plain' && silk.sleeves === silk.body;
  if (!sameSleeves)
    parts.push(SLEEVE_WORDS[silk.sleevePattern](name(silk.sleeves), name(silk.sleevePatternColour)));
  parts.push(CAP_WORDS[silk.capPattern](name(silk.cap), name(silk.capPatternColour)));
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An owner's colours, fixed by the world seed and the owner's place in the list. */
export function ownerSilk(s: number, owner: number): Silk {
  const pick = <T>(list: readonly T[], salt: number) => list[hash(s, 50, owner, salt) % list.length]!;
  const base = pick(NAMES, 1);
  const other = pick(
    NAMES.filter((n) => n !== base),
    2,
  );
  const third = pick(
    NAMES.filter((n) => n !== base && n !== other),
    3,
  );
  const bodyPattern = pick(BODY, 4);
  const plain = bodyPattern === 'plain';
  // Sleeves and cap mostly repeat the body's colours, as most owners' do.
  const sleeveColour = pick(plain ? [base, base, other, third] : [base, other, other], 5);
  const sleevePattern = pick(SLEEVES, 6);
  const sleeveOther = sleeveColour === base ? other : base;
  const capColour = pick([base, other, other, third], 7);
  const capPattern = pick(CAPS, 8);
  const capOther = capColour === base ? other : base;
  const hex = (n: string) => SILK_PALETTE[n]!;
  const silk = {
    body: hex(base),
    bodyPattern,
    bodyPatternColour: hex(plain ? base : other),
    sleeves: hex(sleeveColour),
    sleevePattern,
    sleevePatternColour: hex(sleevePattern === 'plain' ? sleeveColour : sleeveOther),
    cap: hex(capColour),
    capPattern,
    capPatternColour: hex(capPattern === 'plain' ? capColour : capOther),
  };
  return { ...silk, description: describeSilk(silk) };
}

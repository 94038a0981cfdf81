/**
 * A jockey's silks as the racing feed describes them (the owner's registered colours): what the design system's
 * `Silk` draws as SVG. Colours are CSS hex values from the feed, never named in code.
 */
export const SILK_BODY_PATTERNS = [
  'plain',
  'hoops',
  'stripes',
  'chevrons',
  'diamonds',
  'sash',
  'cross-belts',
  'quartered',
  'halves',
  'spots',
  'stars',
  'check',
  'braces',
  'hooped-sleeves-only',
] as const;
export type SilkBodyPattern = (typeof SILK_BODY_PATTERNS)[number];

export const SILK_SLEEVE_PATTERNS = [
  'plain',
  'hoops',
  'stripes',
  'armlets',
  'chevrons',
  'stars',
  'spots',
  'halved',
] as const;
export type SilkSleevePattern = (typeof SILK_SLEEVE_PATTERNS)[number];

export const SILK_CAP_PATTERNS = [
  'plain',
  'star',
  'hooped',
  'quartered',
  'spots',
  'striped',
  'diamond',
] as const;
export type SilkCapPattern = (typeof SILK_CAP_PATTERNS)[number];

export interface Silk {
  /** Main body colour (hex). */
  body: string;
  bodyPattern: SilkBodyPattern;
  /** Colour of the body's pattern (hex); equal to body when plain. */
  bodyPatternColour: string;
  sleeves: string;
  sleevePattern: SilkSleevePattern;
  sleevePatternColour: string;
  cap: string;
  capPattern: SilkCapPattern;
  capPatternColour: string;
  /** The colours in words, as a racecard prints them: "Royal blue, white hoops, red cap". */
  description: string;
}

/**
 * Racing colours by the names racecards print them in, with the shade drawings use: the feed describes an owner's
 * silks in these words and the replay and the silk drawing read the same table, so words and picture agree.
 */
export const SILK_COLOURS: Readonly<Record<string, string>> = {
  'royal blue': '#1d4ed8',
  'emerald green': '#047857',
  scarlet: '#dc2626',
  black: '#111827',
  white: '#f9fafb',
  yellow: '#facc15',
  purple: '#7e22ce',
  maroon: '#7f1d1d',
  'dark blue': '#1e3a8a',
  'light blue': '#7dd3fc',
  orange: '#f97316',
  pink: '#f472b6',
  grey: '#9ca3af',
  brown: '#78350f',
  beige: '#e7d8b5',
  red: '#b91c1c',
  'dark green': '#14532d',
  'light green': '#86efac',
  navy: '#172554',
  mauve: '#c084fc',
};

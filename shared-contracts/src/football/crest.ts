/** A club's or nation's colours as the football feed gives them: what the design system's `Crest` draws as SVG. */
export const CREST_PATTERNS = [
  'plain',
  'stripes',
  'hoops',
  'halves',
  'sash',
  'quarters',
  'chevron',
  'border',
] as const;
export type CrestPattern = (typeof CREST_PATTERNS)[number];

export const CREST_SHAPES = ['shield', 'round', 'pointed'] as const;
export type CrestShape = (typeof CREST_SHAPES)[number];

export interface TeamColours {
  /** Home shirt's main colour (hex). */
  primary: string;
  /** Second colour (hex). */
  secondary: string;
  /** Colour for the initials drawn on the crest (hex), chosen for contrast against primary. */
  text: string;
  pattern: CrestPattern;
  shape: CrestShape;
}

import type { ReactNode } from 'react';
import type { SilkBodyPattern, SilkCapPattern, SilkSleevePattern } from '@sl/contracts/race-history';
import { atPoints, circle, drawPieces, path, rect, star, strokes, type Piece } from '../svg-pieces';

/** The jersey on a 48-unit grid: cap (dome and peak), torso, and two sleeves held out and down. */
export const SHAPES = {
  capDome: 'M16 11a8 8 0 0 1 16 0z',
  capPeak: 'M31 10.2h7.5q-.6 2.6-7.5 2.6z',
  body: 'M13.5 15h21l2.5 31H11z',
  collar: 'M20 15q4 4 8 0',
  leftSleeve: 'M13.5 15 3 32.5l6 3.5 6.2-11.4z',
  rightSleeve: 'M34.5 15 45 32.5 39 36l-6.2-11.4z',
} as const;

type DrawnBodyPattern = Exclude<SilkBodyPattern, 'check'>;

const BODY_PIECES: Record<DrawnBodyPattern, Piece[]> = {
  plain: [],
  'hooped-sleeves-only': [],
  hoops: [19, 27, 35, 43].map((y) => rect(8, y, 32, 4)),
  stripes: [14, 20, 26, 32].map((x) => rect(x, 14, 3, 33)),
  chevrons: [strokes(3, ...[20, 29, 38].map((y) => `M9 ${y} 24 ${y + 7}l15-7`))],
  diamonds: atPoints('18.5,22 29.5,22 24,31 18.5,40 29.5,40', (x, y) =>
    path(`M${x} ${y - 4}l3.5 4-3.5 4-3.5-4z`),
  ),
  sash: [path('M11 15h6l21 27v5h-6L11 20z')],
  'cross-belts': [path('M11 15h5l22 28v4h-5L11 19z'), path('M37 15h-5L10 43v4h5l22-28z')],
  quartered: [rect(24, 14, 14, 16.5), rect(10, 30.5, 14, 16.5)],
  halves: [rect(24, 14, 14, 33)],
  spots: atPoints('18,21 30,21 24,28 17,35 31,35 24,42', (x, y) => circle(x, y, 2.4)),
  stars: atPoints('19,22 29,22 24,31 18.5,40 29.5,40', (x, y) => star(x, y, 3.4)),
  braces: [rect(17, 14, 3, 33), rect(28, 14, 3, 33)],
};

/** The body's pattern in its own colour, drawn over the body colour and clipped to the torso. */
export function bodyPattern(pattern: SilkBodyPattern, checkId: string): ReactNode {
  // The check is a tiled pattern defined in the silk's own <defs>.
  if (pattern === 'check') return <rect x="8" y="14" width="32" height="33" fill={`url(#${checkId})`} />;
  return drawPieces(BODY_PIECES[pattern]);
}

const SLEEVE_HOOPS = [19, 25, 31].map((y) => rect(0, y, 48, 3));

const SLEEVE_PIECES: Record<SilkSleevePattern | 'body-hoops', Piece[]> = {
  plain: [],
  hoops: SLEEVE_HOOPS,
  'body-hoops': SLEEVE_HOOPS,
  stripes: [strokes(2.4, 'M14.3 17.5 6 34.3', 'M33.7 17.5 42 34.3')],
  armlets: [rect(0, 25, 48, 4)],
  chevrons: [strokes(2, 'M4 25l6 3 4-6M2 31l6 3 4-6', 'M44 25l-6 3-4-6M46 31l-6 3-4-6')],
  stars: [star(9.5, 27, 3.2), star(38.5, 27, 3.2)],
  spots: atPoints('11.5,21 7,30 36.5,21 41,30', (x, y) => circle(x, y, 1.9)),
  halved: [path('M13.5 15 3 32.5l3 1.75L14.4 20z'), path('M34.5 15 45 32.5l-3 1.75L33.6 20z')],
};

/** The sleeves' pattern, clipped to both sleeves. "Hooped sleeves only" puts the body's hoops on the sleeves. */
export function sleevePattern(pattern: SilkSleevePattern | 'body-hoops'): ReactNode {
  return drawPieces(SLEEVE_PIECES[pattern]);
}

const CAP_PIECES: Record<SilkCapPattern, Piece[]> = {
  plain: [],
  star: [star(24, 7, 3.2)],
  hooped: [rect(15, 4.5, 18, 1.8), rect(15, 8, 18, 1.8)],
  quartered: [rect(16, 2, 8, 5), rect(24, 7, 8, 5)],
  spots: atPoints('20,8.3 24,5.2 28,8.3', (x, y) => circle(x, y, 1.3)),
  striped: [18.5, 22.8, 27.1].map((x) => rect(x, 2, 2, 10)),
  diamond: [path('M24 4.2l3 3.4-3 3.4-3-3.4z')],
};

/** The cap's pattern, clipped to the dome. */
export function capPattern(pattern: SilkCapPattern): ReactNode {
  return drawPieces(CAP_PIECES[pattern]);
}

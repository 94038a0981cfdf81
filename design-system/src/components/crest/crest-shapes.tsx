import type { ReactNode } from 'react';
import type { CrestPattern, CrestShape } from '@sl/contracts';
import { drawPieces, path, rect, type Piece } from '../svg-pieces';

/** The badge outlines on a 40 × 48 grid. */
export const CREST_OUTLINES: Record<CrestShape, string> = {
  shield: 'M4 4h32v20c0 11-7.5 17.5-16 21.5C11.5 41.5 4 35 4 24z',
  round: 'M20 5a19 19 0 1 1 0 38 19 19 0 0 1 0-38z',
  pointed: 'M4 4h32v25L20 46 4 29z',
};

const PATTERN_PIECES: Record<CrestPattern, Piece[]> = {
  plain: [],
  stripes: [8, 16, 24, 32].map((x) => rect(x, 0, 4, 48)),
  hoops: [8, 18, 28, 38].map((y) => rect(0, y, 40, 5)),
  halves: [rect(20, 0, 20, 48)],
  sash: [path('M0 6 6 0l34 40v8h-6L0 12z')],
  quarters: [rect(20, 0, 20, 24), rect(0, 24, 20, 24)],
  chevron: [path('M0 10 20 26 40 10v8L20 34 0 18z')],
  // The border is drawn with the outline, not over the body.
  border: [],
};

/** The club's second colour over the first, clipped to the outline. */
export function crestPattern(pattern: CrestPattern): ReactNode {
  return drawPieces(PATTERN_PIECES[pattern]);
}

import type { ReactNode } from 'react';
import { starPoints } from './svg-ids';

/**
 * One piece of a drawn pattern (a silk's hoops, a crest's sash), in the drawing's own grid units. Filled pieces
 * take the fill of the group they are drawn in; strokes take its `color`.
 */
export type Piece =
  | { kind: 'rect'; x: number; y: number; width: number; height: number }
  | { kind: 'path'; d: string }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'star'; cx: number; cy: number; r: number }
  | { kind: 'strokes'; width: number; d: readonly string[] };

export const rect = (x: number, y: number, width: number, height: number): Piece => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
});
export const path = (d: string): Piece => ({ kind: 'path', d });
export const circle = (cx: number, cy: number, r: number): Piece => ({ kind: 'circle', cx, cy, r });
export const star = (cx: number, cy: number, r: number): Piece => ({ kind: 'star', cx, cy, r });
export const strokes = (width: number, ...d: string[]): Piece => ({ kind: 'strokes', width, d });

/** One piece at each point of `points`, written as SVG writes them ("x,y x,y …"): a grid of spots or stars. */
export function atPoints(points: string, piece: (x: number, y: number) => Piece): Piece[] {
  return points.split(' ').map((point) => {
    const [x = 0, y = 0] = point.split(',').map(Number);
    return piece(x, y);
  });
}

function drawPiece(piece: Piece, key: number): ReactNode {
  switch (piece.kind) {
    case 'rect':
      return <rect key={key} x={piece.x} y={piece.y} width={piece.width} height={piece.height} />;
    case 'path':
      return <path key={key} d={piece.d} />;
    case 'circle':
      return <circle key={key} cx={piece.cx} cy={piece.cy} r={piece.r} />;
    case 'star':
      return <polygon key={key} points={starPoints(piece.cx, piece.cy, piece.r)} />;
    case 'strokes':
      return (
        <g key={key} fill="none" stroke="currentColor" strokeWidth={piece.width}>
          {piece.d.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      );
  }
}

/** The pieces of a pattern as SVG elements (nothing for a plain pattern). */
export function drawPieces(pieces: readonly Piece[]): ReactNode {
  return pieces.length > 0 ? pieces.map(drawPiece) : null;
}

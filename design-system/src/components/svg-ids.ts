import { useId } from 'react';

/** A document-unique id usable in SVG url(#…) references (React's ids can hold characters CSS would need escaped). */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** The points of a five-pointed star centred on (cx, cy). */
export function starPoints(cx: number, cy: number, r: number): string {
  const inner = r * 0.45;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

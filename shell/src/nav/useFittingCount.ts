import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of `widths` fit in `available` px on one line, with `gap` between cells; when not all fit, room is kept
 * for the More control (`moreWidth`) after the ones that do.
 */
export function fittingCount(widths: number[], moreWidth: number, gap: number, available: number): number {
  const all = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

/**
 * How many of a menu row's items fit on one line, measured rather than guessed: the widths come from a hidden
 * copy of the row (every item, then the More control), the room from the row itself; both are watched with
 * ResizeObserver, so a resize, a font arriving or an item changing re-measures. Its calls come after layout and
 * before paint, so the row is never drawn overflowing. `fitted` says whether a measure has happened yet.
 */
export function useFittingCount(
  row: RefObject<HTMLElement | null>,
  mirror: RefObject<HTMLElement | null>,
  total: number,
): { count: number; fitted: boolean } {
  // Null until the first measure: the server and the first (hydrating) render show every item, unfitted.
  const [count, setCount] = useState<number | null>(null);
  useLayoutEffect(() => {
    const rowEl = row.current;
    const mirrorEl = mirror.current;
    if (!rowEl || !mirrorEl) return undefined;
    const measure = () => {
      // A hidden row (the phone layout) has no room to measure: leave the count alone until it shows.
      if (rowEl.clientWidth === 0) return;
      const rowStyle = getComputedStyle(rowEl);
      // Whole pixels down, so sub-pixel text widths never add up to a sliver past the edge.
      const available = Math.floor(
        rowEl.clientWidth - parseFloat(rowStyle.paddingLeft) - parseFloat(rowStyle.paddingRight),
      );
      const gap = parseFloat(getComputedStyle(mirrorEl).columnGap) || 0;
      const cells = Array.from(mirrorEl.children).map((cell) => cell.getBoundingClientRect().width);
      setCount(fittingCount(cells.slice(0, total), cells[total] ?? 0, gap, available));
    };
    // Without ResizeObserver (an old browser, jsdom) one measure now stands; the row still never wraps.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // No measure here: reading a size in a layout effect makes the browser work out the whole page's styles and
    // layout there and then, and during hydration that is every rule just inserted (134 ms on this machine, over
    // 500 ms on a phone; the phone layout hides this row, so it measured nothing). The observer's first call comes
    // once the browser has laid the page out anyway, still before that frame is painted.
    const observer = new ResizeObserver(measure);
    observer.observe(rowEl);
    observer.observe(mirrorEl);
    return () => observer.disconnect();
  }, [row, mirror, total]);
  return { count: Math.min(count ?? total, total), fitted: count !== null };
}

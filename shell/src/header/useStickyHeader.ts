import { useEffect, useState, type RefObject } from 'react';
import { SCROLL_DEBOUNCE_MS } from '@sl/contracts';
import { shouldStick } from './sticky';

/** Tracks scrolling (debounced 10 ms) and answers whether the mobile header should stick. */
export function useStickyHeader(
  promoBar: RefObject<HTMLElement | null>,
  topBar: RefObject<HTMLElement | null>,
) {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const offset = window.scrollY;
        const direction = offset < last ? 'up' : 'down';
        last = offset;
        setSticky(
          shouldStick(
            direction,
            offset,
            promoBar.current?.offsetHeight ?? 0,
            topBar.current?.offsetHeight ?? 0,
          ),
        );
      }, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [promoBar, topBar]);
  return sticky;
}

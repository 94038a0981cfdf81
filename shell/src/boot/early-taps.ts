/**
 * Taps on the server-rendered page before React has hydrated it. A button does nothing until its handler is
 * attached, so a visitor who taps "Sign in" while the scripts start would see nothing happen and React, once it
 * hydrates, would never hear of it. Links are left alone: they navigate without JavaScript. Text fields cannot be
 * held this way: a form the server renders keeps them disabled until hydrated (useHydrated).
 *
 * The last tapped button is held and clicked again once the page is hydrated. Hydration keeps the server's DOM
 * nodes, so the element held is the one React now listens on; a page the browser rendered afresh has replaced it,
 * and nothing is replayed.
 */
const HELD = [
  'button:not([disabled])',
  '[role="button"]:not([aria-disabled="true"])',
  // A box ticked before hydration would show ticked while React's state says not: held, and ticked by React.
  'input[type="checkbox"]:not([disabled])',
  'input[type="radio"]:not([disabled])',
].join(', ');

export interface EarlyTaps {
  /** Stops holding taps and clicks the last one held, if its element is still on the page. */
  release(): void;
}

export function holdEarlyTaps(doc: Document): EarlyTaps {
  let last: HTMLElement | null = null;
  let released = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    // A button inside a link is the link's; a link goes where it says without any script.
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    last = target;
  };
  doc.addEventListener('click', onClick, true);
  return {
    release() {
      if (released) return;
      released = true;
      doc.removeEventListener('click', onClick, true);
      const held = last;
      last = null;
      if (held?.isConnected) held.click();
    },
  };
}

let pageTaps: EarlyTaps | null = null;

/** Starts holding the page's early taps (the shell's entry calls it before it loads anything). */
export function holdPageTaps(doc: Document = document): void {
  pageTaps ??= holdEarlyTaps(doc);
}

/**
 * The page is hydrated (or rendered, or failed to start): taps go to their handlers from now on. The page says so
 * on its root element (`data-hydrated`), for what needs to know (browser tests that type or use the keyboard).
 */
export function releasePageTaps(doc: Document = document): void {
  pageTaps?.release();
  doc.documentElement.setAttribute('data-hydrated', '');
}

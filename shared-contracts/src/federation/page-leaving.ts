/**
 * Whether this page is on its way out: the visitor followed a link or typed an address, and the browser is about to
 * replace the document. The browser then cancels the page's loads still under way (a remote's manifest, its entry
 * script), and those look exactly like a remote that is down. Counted as one, they opened the remote's breaker, so
 * the next page showed the remote's section as unavailable for its cool-down, and reported a failed version that
 * could roll a good release back. Failures while leaving are the visitor's doing: nobody hears of them.
 */
let leaving = false;
let stillHere: ReturnType<typeof setTimeout> | undefined;

/**
 * A page that fired beforeunload but stayed (a download, a navigation the visitor stopped) is not leaving after
 * this long: long enough for any navigation that does go ahead to replace the page.
 */
const STILL_HERE_AFTER_MS = 10_000;

function leave(): void {
  leaving = true;
  clearTimeout(stillHere);
  stillHere = setTimeout(() => (leaving = false), STILL_HERE_AFTER_MS);
}

if (typeof window !== 'undefined') {
  // beforeunload fires as a navigation starts, before the browser cancels anything; pagehide as the page goes into
  // the back-forward cache or away, and pageshow when it comes back from that cache, alive again.
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', () => {
    leaving = false;
    clearTimeout(stillHere);
  });
}

/** True from the moment the page starts navigating away (see above). */
export function pageLeaving(): boolean {
  return leaving;
}

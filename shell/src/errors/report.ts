/** The shell's own error pixel (shell/server/ops/pixel.ts). */
const ERROR_PIXEL_PATH = '/1x1.gif';

/**
 * Client errors go to the shell's tracking pixel (spec document 2, section 7): the first two stack lines, and
 * the agent, which defaults to 'Not Available'. Another endpoint (a configured error-reporting service) keeps
 * its own query and gets these parameters after it.
 */
export function pixelUrl(
  type: string,
  message: string,
  stack: string | undefined,
  agent: string | undefined,
  now: number,
  endpoint: string = ERROR_PIXEL_PATH,
) {
  const stackLines = (stack ?? '').split('\n').slice(0, 2).join(' | ');
  const text = `${agent || 'Not Available'} ${message}${stackLines ? ` ${stackLines}` : ''}`;
  const params = new URLSearchParams({ type, 'Cache-Bust': String(now), message: text.slice(0, 1500) });
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params.toString()}`;
}

type Beacon = (url: string) => void;

/** An image request: it needs no CORS and survives most content blockers' script rules. */
const imageBeacon: Beacon = (url) => {
  const img = new Image();
  img.src = url;
};

let beacon: Beacon = imageBeacon;

/** Tests watch the reports instead of loading images. */
export function configureErrorBeacon(next?: Beacon): void {
  beacon = next ?? imageBeacon;
}

/** Sends one report; reporting must never be the thing that breaks the page. */
export function sendErrorBeacon(url: string): void {
  try {
    beacon(url);
  } catch {
    // Nothing to do: the page goes on without the report.
  }
}

export function reportClientError(type: string, message: string, stack?: string) {
  if (typeof window === 'undefined') return;
  sendErrorBeacon(pixelUrl(type, message, stack, navigator.userAgent, Date.now()));
}

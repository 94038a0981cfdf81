/**
 * Client errors go to the shell's tracking pixel (spec document 2, section 7): the first two stack lines, and
 * the agent, which defaults to 'Not Available'.
 */
export function pixelUrl(
  type: string,
  message: string,
  stack: string | undefined,
  agent: string | undefined,
  now: number,
) {
  const stackLines = (stack ?? '').split('\n').slice(0, 2).join(' | ');
  const text = `${agent || 'Not Available'} ${message}${stackLines ? ` ${stackLines}` : ''}`;
  const params = new URLSearchParams({ type, 'Cache-Bust': String(now), message: text.slice(0, 1500) });
  return `/1x1.gif?${params.toString()}`;
}

export function reportClientError(type: string, message: string, stack?: string) {
  if (typeof window === 'undefined') return;
  try {
    const img = new Image();
    img.src = pixelUrl(type, message, stack, navigator.userAgent, Date.now());
  } catch {
    // Reporting must never be the thing that breaks the page.
  }
}

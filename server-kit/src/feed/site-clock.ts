/**
 * The services' clock. Normally the real time; with SITE_CLOCK_START set (an ISO instant) the site starts at that
 * instant and runs on from it in real time, so a demo, a screenshot or a support case can show the world of a June
 * Saturday or a festival day while every feed still moves (matches kick off, results come in).
 */
export function siteClock(env: NodeJS.ProcessEnv = process.env, boot: number = Date.now()): () => Date {
  const start = env.SITE_CLOCK_START;
  if (!start) return () => new Date();
  const at = Date.parse(start);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(start) || Number.isNaN(at))
    throw new Error(
      `SITE_CLOCK_START must be an ISO date and time such as 2027-06-12T13:00:00Z, not "${start}"`,
    );
  return () => new Date(at + (Date.now() - boot));
}

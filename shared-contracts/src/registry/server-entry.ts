/**
 * Where a build's server half is: `server/remoteEntry.js` beside its browser manifest (scripts/webpack's server
 * target). The shell's server renders with it, and the release check fetches it before the build goes live.
 */
export function serverEntryUrl(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

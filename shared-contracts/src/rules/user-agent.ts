/**
 * Markers of the native apps' web views: iOS web view, Android web view ("; wv)") and the app's own marker.
 * Case-insensitive (spec document 2, section 5).
 */
export const MOBILE_APP_MARKERS = [
  'sportinglifeios',
  'sportinglifeandroid',
  '; wv)',
  'sportinglifeapp',
] as const;

export function isMobileAppUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const ua = userAgent.toLowerCase();
  return MOBILE_APP_MARKERS.some((marker) => ua.includes(marker));
}

/** Android web view: the UA says web view and the app's bridge object is present. */
export function isAndroidWebView(userAgent: string | null | undefined, bridge: unknown): boolean {
  if (!userAgent || !bridge) return false;
  const ua = userAgent.toLowerCase();
  return ua.includes('android') && (ua.includes('; wv)') || ua.includes('sportinglifeandroid'));
}

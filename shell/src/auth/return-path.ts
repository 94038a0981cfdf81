const CALLBACK_PREFIXES = ['/oauth/'];

/**
 * Only same-origin relative paths are ever followed after sign-in. Absolute, protocol-relative, backslash or
 * encoded off-site targets, and the sign-in callbacks themselves, go to '/'.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return '/';
  let decoded = candidate;
  try {
    // Decode repeatedly so %2F%2Fevil.example cannot slip through as a relative path.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return '/';
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\')) return '/';
  if ([...decoded].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  const url = new URL(candidate, 'https://same-origin.invalid');
  if (url.origin !== 'https://same-origin.invalid') return '/';
  if (CALLBACK_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

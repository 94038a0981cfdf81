/**
 * The page's Content-Security-Policy: scripts, styles, data and images only from the shell itself and the
 * origins the release registry enables right now, so a remote switched off cannot even be loaded.
 */
export function contentSecurityPolicy(
  remoteOrigins: string[],
  extraScriptOrigins: string[] = [],
  extraConnectOrigins: string[] = [],
  styleNonce?: string,
): string {
  const remotes = [...remoteOrigins, ...extraConnectOrigins].join(' ');
  const scripts = [...remoteOrigins, ...extraScriptOrigins].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts}`.trim(),
    // styled-components and the captcha add their style elements at run time with this answer's nonce
    // (style-nonce.ts); no 'unsafe-inline'. Style properties React sets go through the CSSOM, which CSP allows.
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    // A server-rendered page carries the style attributes React wrote (a slot's reserved height, a bar's width) in
    // its markup, where CSP treats them as inline styles. Attributes only: an injected style element still needs
    // the nonce, and an attribute can restyle one element but neither load nor run anything.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${remotes}`.trim(),
    `connect-src 'self' ${remotes}`.trim(),
    "font-src 'self' data:",
    // The captcha solves its proof of work in blob: workers.
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

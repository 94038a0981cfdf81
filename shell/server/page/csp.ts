/**
 * The page's Content-Security-Policy: scripts, styles, data and images only from the shell itself and the
 * origins the release registry enables right now, so a remote switched off cannot even be loaded.
 */
export function contentSecurityPolicy(
  remoteOrigins: string[],
  extraScriptOrigins: string[] = [],
  extraConnectOrigins: string[] = [],
): string {
  const remotes = [...remoteOrigins, ...extraConnectOrigins].join(' ');
  const scripts = [...remoteOrigins, ...extraScriptOrigins].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts}`.trim(),
    // styled-components injects its rules at runtime.
    "style-src 'self' 'unsafe-inline'",
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

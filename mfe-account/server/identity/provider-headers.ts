import type { ProviderContext } from 'oidc-provider';
import { API_CSP, HSTS, PERMISSIONS_POLICY } from '@sl/server-kit';

/**
 * The security headers on everything oidc-provider answers itself. Its routes are handed the raw response (see
 * mount.ts), so the service's own onSend hook never sees them. A page it renders (an error, a form_post
 * auto-submit) may run no script but the one oidc-provider adds the hash of: it appends that hash to script-src,
 * which starts out allowing nothing ('report-sample' alone permits no script).
 */
export function providerHeaders(formOrigins: string[]) {
  const pagePolicy = [
    "default-src 'none'",
    "script-src 'report-sample'",
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return async (ctx: ProviderContext, next: () => Promise<void>) => {
    ctx.set('Content-Security-Policy', pagePolicy);
    try {
      await next();
    } finally {
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
      ctx.set('X-Frame-Options', 'DENY');
      // The forwarded protocol is the issuer's own (mount.ts), so this is "the browser came over HTTPS".
      if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
      if (!/html/i.test(ctx.type)) ctx.set('Content-Security-Policy', API_CSP);
    }
  };
}

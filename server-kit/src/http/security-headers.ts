import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browser features no page of the site uses: denied to it and to anything it embeds. Only features every current
 * Chrome recognises: an unknown one (`interest-cohort`, `battery`) is a console error on every page, which costs the
 * pages their Lighthouse best-practices score (e2e/lighthouse.spec.ts).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year, subdomains too: sent only on responses that came over HTTPS (browsers ignore it over HTTP anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** A JSON answer is never a document: it may load nothing and be framed by no one. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Anything else without a policy of its own (static files, plain-text errors). */
const DEFAULT_CSP = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType);

/**
 * Headers every response carries. Pages set their own Content-Security-Policy (the shell's depends on the
 * release registry, the sign-in pages carry nonces), so only the defaults that hold for every response live here.
 * request.protocol reads X-Forwarded-Proto only when the service trusts its proxy (TRUST_PROXY).
 */
export async function securityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!reply.hasHeader('Permissions-Policy')) reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https' && !reply.hasHeader('Strict-Transport-Security'))
    reply.header('Strict-Transport-Security', HSTS);
  const json = isJson(reply.getHeader('Content-Type'));
  if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', json ? 'DENY' : 'SAMEORIGIN');
  if (!reply.hasHeader('Content-Security-Policy'))
    reply.header('Content-Security-Policy', json ? API_CSP : DEFAULT_CSP);
  return payload;
}

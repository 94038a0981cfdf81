import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers every response carries. Pages set their own Content-Security-Policy (the shell's depends on the
 * release registry), so only the defaults that hold for every response live here.
 */
export async function securityHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'SAMEORIGIN');
  if (!reply.hasHeader('Content-Security-Policy')) {
    reply.header('Content-Security-Policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'");
  }
  return payload;
}

import { Counter, type Registry } from 'prom-client';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The smallest transparent GIF.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const PixelQuery = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 64 })),
  'Cache-Bust': Type.Optional(Type.String({ maxLength: 32 })),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** Error types counted by kind; anything else is counted as 'other' so labels stay bounded. */
const KNOWN_TYPES = new Set(['error', 'unhandledrejection', 'remote', 'bridge', 'sso', 'hydration']);

/**
 * The client error pixel (spec document 2, section 7): errors land in the shell's log, and each one counts on the
 * client error metric (app-bridge and sign-on errors included).
 */
export const pixelRoutes: FastifyPluginAsyncTypebox<{ registry?: Registry }> = async (app, { registry }) => {
  const errors = new Counter({
    name: 'sl_shell_client_errors_total',
    help: 'Client-side errors reported through the error pixel, by type',
    labelNames: ['type'],
    registers: registry ? [registry] : [],
  });
  app.get('/1x1.gif', { schema: { querystring: PixelQuery } }, async (request, reply) => {
    const { type = 'error', message = '' } = request.query;
    errors.inc({ type: KNOWN_TYPES.has(type) ? type : 'other' });
    request.log.warn({ clientError: { type, message } }, 'client error');
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(GIF);
  });
};

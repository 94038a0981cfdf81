import { Type } from 'typebox';
import type { AppInstance } from '@sl/server-kit';

// The smallest transparent GIF.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const PixelQuery = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 64 })),
  'Cache-Bust': Type.Optional(Type.String({ maxLength: 32 })),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** The client error pixel (spec document 2, section 7): errors land in the shell's log. */
export async function pixelRoutes(app: AppInstance) {
  app.get('/1x1.gif', { schema: { querystring: PixelQuery } }, async (request, reply) => {
    const { type = 'error', message = '' } = request.query;
    request.log.warn({ clientError: { type, message } }, 'client error');
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(GIF);
  });
}

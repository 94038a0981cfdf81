import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, errorBody, type AppInstance } from '@sl/server-kit';

/** The shell's own images, kept in the source tree (they are drawn once, not built): shell/static/img. */
export const IMAGES_DIR = path.join(import.meta.dirname, '..', '..', 'static', 'img');

/**
 * Serves /img/... from the shell's origin, where the page is: the bookmaker logos at
 * /img/bookmakers/{betfair|paddypower|skybet}.png (spec document 2, section 7). Their names carry no content hash,
 * so they are cached for the spec's static cache of a week. A missing image is a JSON 404, never the HTML page.
 */
export async function imageRoutes(app: AppInstance, root: string = IMAGES_DIR) {
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (res, filePath) => void res.setHeader('Cache-Control', cacheControlFor(filePath)),
      });
      scope.setNotFoundHandler((request, reply) =>
        reply.status(404).send(errorBody('NOT_FOUND', `No image at ${request.url.split('?')[0]}`)),
      );
    },
    { prefix: '/img' },
  );
}

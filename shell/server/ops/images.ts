import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorBody, staticFileHeaders } from '@sl/server-kit';

/** The shell's own images, kept in the source tree (they are drawn once, not built): shell/static/img. */
const IMAGES_DIR = path.join(import.meta.dirname, '..', '..', 'static', 'img');

/**
 * Serves /img/... from the shell's origin, where the page is: the bookmaker logos at
 * /img/bookmakers/{betfair|paddypower|skybet}.png (spec document 2, section 7). Their names carry no content hash,
 * so they are cached for the spec's static cache of a week. A missing image is a JSON 404, never the HTML page.
 * Registered with the prefix /img, so its not-found handler answers for that prefix only.
 */
export const imageRoutes: FastifyPluginAsyncTypebox<{ root?: string }> = async (
  scope,
  { root = IMAGES_DIR },
) => {
  await scope.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: staticFileHeaders,
  });
  scope.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', `No image at ${request.url.split('?')[0]}`)),
  );
};

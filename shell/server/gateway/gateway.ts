import fastifyHttpProxy from '@fastify/http-proxy';
import { errorBody, type AppInstance } from '@sl/server-kit';

/** Which section service answers which /api prefix. */
export interface GatewayRoute {
  prefix: string;
  upstream: string;
}

/**
 * The /api gateway: the browser talks to the shell's origin only, and each prefix is forwarded, path and query
 * intact, to the section service that owns it. A section that is down answers 502 with the house error body.
 */
export async function gatewayRoutes(app: AppInstance, routes: GatewayRoute[]) {
  for (const route of routes) {
    await app.register(fastifyHttpProxy, {
      upstream: route.upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      http: { requestOptions: { timeout: 30_000 } },
      replyOptions: {
        onError: (reply, { error }) => {
          reply.log.warn({ err: error, upstream: route.upstream }, 'gateway upstream failed');
          void reply
            .code(502)
            .send(errorBody('UPSTREAM_UNAVAILABLE', `The ${route.prefix} service is unavailable right now`));
        },
      },
    });
  }
  app.all('/api/*', async (request, reply) =>
    reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No API route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}

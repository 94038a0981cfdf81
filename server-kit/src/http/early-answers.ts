import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Answers a request before Fastify sees it, or declines (false) and Fastify routes it as usual. For answers a
 * service already holds whole, headers and all (the shell gateway's kept race card): Fastify's own work per request
 * (routing, request and reply objects, a child logger, hooks) was two thirds of the cost of such an answer. What
 * answers here is counted in metrics by its owner and is not in Fastify's request log, as a CDN's hits are not in
 * its origin's.
 */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Asked in order for every request before Fastify routes it (createService installs them). */
    earlyAnswers: EarlyAnswer[];
  }
}

/**
 * Puts the `earlyAnswers` list in front of Fastify's request handler. Node adds the handler a server is created
 * with as its 'request' listener, so it is taken off and called by the one listener that asks the list first;
 * the server itself (its time-outs, keep-alive, close) stays the one Fastify made.
 */
export function installEarlyAnswers(app: FastifyInstance): void {
  const answers: EarlyAnswer[] = [];
  app.decorate('earlyAnswers', answers);
  const server = app.server;
  const handlers = server.listeners('request') as Array<
    (request: IncomingMessage, response: ServerResponse) => void
  >;
  const [fastifyHandler] = handlers;
  if (handlers.length !== 1 || !fastifyHandler)
    throw new Error(`expected one request listener, found ${handlers.length}`);
  server.removeListener('request', fastifyHandler);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    for (const answer of answers) if (answer(request, response)) return;
    fastifyHandler(request, response);
  });
}

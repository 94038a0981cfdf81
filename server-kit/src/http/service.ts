import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import addFormats from 'ajv-formats';
import { Type } from 'typebox';
import type { Db } from '../db/db';
import { registerApiCaching } from './api-caching';
import { registerCompression } from './compression';
import { installEarlyAnswers } from './early-answers';
import { HttpError, errorBody } from './errors';
import { staleIfError } from './stale-if-error';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, isDependencyUnavailable } from './unavailable';
import { ERROR_RESPONSES } from './error-schema';
import { securityHeaders } from './security-headers';
import { trustProxyFrom } from './trust-proxy';
import { validationMessage } from './validation-message';
import { oneOf } from './one-of';

export interface ServiceOptions {
  name: string;
  db: Db;
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
}

// The pid lets a supervisor tell its own child's answer from an older process still holding the port.
const HealthSchema = Type.Object({ status: Type.Literal('ok'), service: Type.String(), pid: Type.Integer() });
const ReadySchema = Type.Object({
  status: Type.Literal('ready'),
  service: Type.String(),
  db: oneOf(['pglite', 'postgres']),
  pid: Type.Integer(),
});

function statusOf(error: FastifyError | HttpError): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/**
 * A Fastify instance with the house conventions: TypeBox schemas validated before any handler runs, every error
 * as `{ error: { code, message } }`, a body size limit, security headers, compression (brotli, gzip) of JSON and
 * other text, ETags with 304s and a default Cache-Control on GET /api answers, /healthz and /readyz.
 * Declare routes in plugins registered after this returns (`await app.register(routes)`): compression hooks each
 * route as it is declared, once its plugin has loaded.
 */
export function createService(options: ServiceOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    ajv: { plugins: [addFormats as never], customOptions: { removeAdditional: false, coerceTypes: 'array' } },
    trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
    schemaErrorFormatter: validationMessage,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installEarlyAnswers(app);
  app.addHook('onSend', securityHeaders);
  registerCompression(app);
  registerApiCaching(app);
  // After the caching hook, so it sees each answer's Cache-Control.
  const stale = staleIfError(app);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if ('validation' in error && error.validation) {
      return reply.status(400).send(errorBody('BAD_REQUEST', error.message));
    }
    const status = statusOf(error);
    if (status < 500) {
      // Fastify's own client errors: body too large, bad JSON, unsupported media type.
      return reply.status(status).send(errorBody(error.code ?? 'BAD_REQUEST', error.message));
    }
    if (isDependencyUnavailable(error)) {
      // The database (or a service behind us) is away for a moment, a restart most often: the last public answer
      // for this URL if there is one, else say so, and when to retry.
      request.log.warn({ err: error }, 'dependency unavailable');
      if (stale.serve(request, reply)) return reply;
      return reply
        .status(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send(
          errorBody('UNAVAILABLE', 'This service cannot reach its data for a moment. Try again shortly.'),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
  });

  app.get('/healthz', { logLevel: 'warn', schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
    service: options.name,
    pid: process.pid,
  }));
  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { response: { 200: ReadySchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      try {
        await options.db.query('SELECT 1');
        return { status: 'ready' as const, service: options.name, db: options.db.kind, pid: process.pid };
      } catch (error) {
        return reply
          .status(503)
          .send(
            errorBody(
              'NOT_READY',
              `database unreachable: ${error instanceof Error ? error.message : String(error)}`,
            ),
          );
      }
    },
  );

  return app;
}

export type AppInstance = ReturnType<typeof createService>;

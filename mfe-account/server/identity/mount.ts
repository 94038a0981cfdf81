import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MOUNT_PATH } from './provider';

/**
 * Hands /openid/* to oidc-provider. Its routes read the raw request body themselves, so this scope parses
 * nothing. The forwarded host and protocol are set from the issuer, so every URL the provider writes
 * (discovery, redirects) is the one the browser sees through the shell's gateway, however it was reached.
 */
export interface MountOptions {
  provider: Provider;
  issuer: string;
}

/** A plugin, so the content-type parsers it removes stay removed in its own scope only. */
export const mountProvider: FastifyPluginAsyncTypebox<MountOptions> = async (scope, { provider, issuer }) => {
  const { host, protocol } = new URL(issuer);
  const callback = provider.callback();
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handler = async (
    request: { raw: IncomingMessage },
    reply: { hijack(): void; raw: import('node:http').ServerResponse },
  ) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.slice(MOUNT_PATH.length) || '/';
    raw.headers['x-forwarded-host'] = host;
    raw.headers['x-forwarded-proto'] = protocol.replace(':', '');
    callback(raw, reply.raw);
  };
  scope.all(`${MOUNT_PATH}/*`, handler);
};

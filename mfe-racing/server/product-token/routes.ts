import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SignJWT, jwtVerify } from 'jose';
import { Type } from 'typebox';
import {
  ERROR_RESPONSES,
  forbidden,
  HttpError,
  unauthorized,
  type AccessTokenVerifier,
} from '@sl/server-kit';
import type { ProductTokenKeys } from './keys';

/** How long a product token lasts; the browser fetches a new one once it has expired. */
const PRODUCT_TOKEN_TTL_SECONDS = 30 * 60;

const AuthHeaders = Type.Object({
  'x-oauth': Type.String({ minLength: 1, maxLength: 4096 }),
  'x-referrer': Type.String({ minLength: 1, maxLength: 2048 }),
  'x-name': Type.String({ minLength: 3, maxLength: 254 }),
});

const TokenAnswer = Type.Object({ token: Type.String() });
/** Racing's RS256 public key as a JWK set (what keys.ts publishes of the key pair). */
const PublicKeysAnswer = Type.Object({
  keys: Type.Array(
    Type.Object({
      kty: Type.Optional(Type.String()),
      n: Type.Optional(Type.String()),
      e: Type.Optional(Type.String()),
      kid: Type.Optional(Type.String()),
      alg: Type.Optional(Type.String()),
      use: Type.Optional(Type.String()),
    }),
  ),
});

/** x-referrer must be a page of this site: an allowed origin, or a same-origin relative path. */
function referrerAllowed(referrer: string, allowedOrigins: string[]): boolean {
  if (referrer.startsWith('/') && !referrer.startsWith('//')) return true;
  try {
    return allowedOrigins.includes(new URL(referrer).origin);
  } catch {
    return false;
  }
}

/** Verifies a product token with racing's public key: RS256, unexpired, and granting access. */
export function productTokenVerifier(keys: ProductTokenKeys, now: () => Date = () => new Date()) {
  return async (token: string | undefined): Promise<boolean> => {
    if (!token) return false;
    try {
      const { payload } = await jwtVerify(token, keys.publicKey, {
        algorithms: ['RS256'],
        currentDate: now(),
      });
      return payload.hasAccess === true && typeof payload.name === 'string';
    } catch {
      return false;
    }
  };
}

/**
 * GET /api/horse-racing/v2/racing/auth (spec document 1, section 7): headers x-oauth (the member's access token),
 * x-referrer and x-name (the member's email). The access token is verified with the identity provider and must
 * belong to x-name; the answer is an RS256 product token `{ name: email, hasAccess, exp }`. The public key is
 * published beside it.
 */
export interface ProductTokenRouteOptions {
  keys: ProductTokenKeys;
  verifyAccessToken: AccessTokenVerifier;
  allowedOrigins: string[];
  now?: () => Date;
}

export const productTokenRoutes: FastifyPluginAsyncTypebox<ProductTokenRouteOptions> = async (
  app,
  options,
) => {
  const now = options.now ?? (() => new Date());
  app.get(
    '/api/horse-racing/v2/racing/auth',
    { schema: { headers: AuthHeaders, response: { 200: TokenAnswer, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const headers = request.headers as Record<string, string>;
      if (!referrerAllowed(headers['x-referrer'] ?? '', options.allowedOrigins))
        throw forbidden('x-referrer is not a page of this site', 'BAD_REFERRER');
      let member;
      try {
        member = await options.verifyAccessToken(headers['x-oauth'] ?? '');
      } catch (error) {
        request.log.warn({ err: error }, 'access token verification unavailable');
        throw new HttpError(503, 'AUTH_UNAVAILABLE', 'Sign-in cannot be checked right now');
      }
      if (!member) throw unauthorized('The access token is not valid', 'INVALID_ACCESS_TOKEN');
      if (member.email.toLowerCase() !== (headers['x-name'] ?? '').trim().toLowerCase())
        throw forbidden('x-name is not the signed-in member', 'NAME_MISMATCH');
      const exp = Math.floor(now().getTime() / 1000) + PRODUCT_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ name: member.email, hasAccess: member.premium })
        .setProtectedHeader({ alg: 'RS256', kid: options.keys.kid, typ: 'JWT' })
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(exp)
        .sign(options.keys.privateKey);
      return { token };
    },
  );

  app.get(
    '/api/horse-racing/v2/racing/auth/public-key',
    { schema: { response: { 200: PublicKeysAnswer, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { keys: [options.keys.publicJwk] };
    },
  );
};

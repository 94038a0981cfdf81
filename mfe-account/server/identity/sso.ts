import type { IncomingMessage, ServerResponse } from 'node:http';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TOKEN_VALIDITY_MS } from '@sl/contracts';
import { ERROR_RESPONSES, unauthorized, type Db } from '@sl/server-kit';
import type Provider from 'oidc-provider';
import type { AccountsRepository } from './accounts';
import { servedOverHttps, ssoHintClear } from './sso-hint';
import { MOUNT_PATH, WEB_CLIENT_ID } from './provider';

const SsoDetailsSchema = Type.Object({
  validToken: Type.Boolean(),
  DetailsJwtToken: Type.Union([Type.String(), Type.Null()]),
  needsRedirect: Type.Boolean(),
  expiry: Type.Union([Type.Number(), Type.Null()]),
});
type SsoDetails = Type.Static<typeof SsoDetailsSchema>;

export interface SsoRoutesOptions {
  db: Db;
  accounts: AccountsRepository;
  signing: JWK;
  issuer: string;
  provider: Provider;
}

const Headers = Type.Object({ authorization: Type.Optional(Type.String({ maxLength: 400 })) });

/**
 * The single sign-on details call (spec document 1, section 7): `Authorization: Bearer {session id}`, where the
 * session id is the id token's sid. It answers a signed details token naming the member of that live provider
 * session, so the shell can check sub, email and sid against its id token; accounts under maintenance are told to
 * redirect. A valid answer completes single sign-on, which marks the account migrated.
 */
export const ssoRoutes: FastifyPluginAsyncTypebox<SsoRoutesOptions> = async (app, options) => {
  const key = await importJWK(options.signing, 'RS256');
  app.get(
    '/api/account/v2/sso/details',
    { schema: { headers: Headers, response: { 200: SsoDetailsSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw unauthorized('A Bearer session id is required');
      const sid = match[1];
      const rows = await options.db.query<{ payload: { accountId?: string } }>(
        `SELECT payload FROM oidc_payloads
       WHERE model = 'Session' AND payload->'authorizations'->$1->>'sid' = $2
         AND (expires_at IS NULL OR expires_at > now())`,
        [WEB_CLIENT_ID, sid],
      );
      const accountId = rows[0]?.payload.accountId;
      const account = accountId ? await options.accounts.findById(accountId) : undefined;
      const invalid: SsoDetails = {
        validToken: false,
        DetailsJwtToken: null,
        needsRedirect: false,
        expiry: null,
      };
      if (!account) return invalid;
      if (account.ssoNeedsRedirect) return { ...invalid, needsRedirect: true };
      // The shell marks the member migrated on this answer; the account must agree, or the member's subscription
      // calls (Token scheme for migrated accounts) would be refused.
      await options.accounts.markMigrated(account.id);
      const expiry = Math.floor((Date.now() + TOKEN_VALIDITY_MS) / 1000);
      const token = await new SignJWT({ email: account.email, sid })
        .setProtectedHeader({ alg: 'RS256', kid: options.signing.kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(WEB_CLIENT_ID)
        .setSubject(account.id)
        .setIssuedAt()
        .setExpirationTime(expiry)
        .sign(key);
      const details: SsoDetails = { validToken: true, DetailsJwtToken: token, needsRedirect: false, expiry };
      return details;
    },
  );

  /**
   * Ends the provider session (the shell calls it on sign-out, so silent sign-in cannot bring the member back).
   * JSON only: a cross-site form cannot send it, and the session cookie is SameSite=Lax.
   */
  app.post(
    `${MOUNT_PATH}/session/end`,
    {
      schema: {
        body: Type.Object({}, { additionalProperties: true }),
        response: { 200: Type.Object({ ended: Type.Boolean() }), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const session = await options.provider.Session.get({
        req: request.raw as IncomingMessage,
        res: reply.raw as ServerResponse,
      });
      if (session.accountId) await session.destroy();
      reply
        .header('Cache-Control', 'no-store')
        .header('Set-Cookie', ssoHintClear(servedOverHttps(options.issuer, request)));
      return { ended: true };
    },
  );
};

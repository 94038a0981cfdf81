import { createHmac, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type Provider from 'oidc-provider';
import type { AppInstance } from '@sl/server-kit';
import type { AccountsRepository } from './accounts';
import { renderErrorPage, renderLoginPage, renderRegisterPage, type FormState } from './pages';
import { MOUNT_PATH } from './provider';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 10;

/** The form's CSRF token: bound to the interaction, verifiable without server memory. */
export function csrfToken(secret: string, uid: string): string {
  return createHmac('sha256', secret).update(`interaction:${uid}`).digest('base64url');
}

export function csrfMatches(secret: string, uid: string, candidate: string): boolean {
  const expected = Buffer.from(csrfToken(secret, uid));
  const actual = Buffer.from(candidate);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const Params = Type.Object({
  uid: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
const LoginBody = Type.Object({
  csrf: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
});
const RegisterBody = Type.Object({
  csrf: Type.String({ maxLength: 200 }),
  name: Type.String({ maxLength: 80 }),
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
});

const NO_STORE = 'no-store';

/**
 * Not secret, readable by the shell: "a provider session may exist", so the shell's one silent attempt per
 * session is worth making. Cleared when the session ends.
 */
export const SSO_HINT_COOKIE = 'sl_sso_hint';
const SSO_HINT = `${SSO_HINT_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${14 * 24 * 3600}`;
export const SSO_HINT_CLEAR = `${SSO_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;

/**
 * The provider's login and registration pages (its "interactions"). Each form carries an HMAC of the interaction
 * id as its CSRF token, and oidc-provider itself demands the interaction cookie, so a cross-site post fails twice.
 */
export async function interactionRoutes(
  app: AppInstance,
  provider: Provider,
  accounts: AccountsRepository,
  csrfSecret: string,
) {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(formbody, { bodyLimit: 8 * 1024 });
    const base = `${MOUNT_PATH}/interaction/:uid`;

    const details = async (
      request: { raw: import('node:http').IncomingMessage },
      reply: { raw: import('node:http').ServerResponse },
    ) => {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return undefined;
      }
    };
    const expired = renderErrorPage(
      'This sign-in page has expired. Please go back to the site and log in again.',
    );

    scope.get(base, { schema: { params: Params } }, async (request, reply) => {
      const interaction = await details(request, reply);
      reply.header('Cache-Control', NO_STORE).type('text/html');
      if (!interaction || interaction.uid !== request.params.uid) return reply.status(400).send(expired);
      const csrf = csrfToken(csrfSecret, interaction.uid);
      const page =
        interaction.params.screen === 'register'
          ? renderRegisterPage(interaction.uid, csrf)
          : renderLoginPage(interaction.uid, csrf);
      return reply.send(page);
    });

    scope.get(`${base}/register`, { schema: { params: Params } }, async (request, reply) => {
      const interaction = await details(request, reply);
      reply.header('Cache-Control', NO_STORE).type('text/html');
      if (!interaction || interaction.uid !== request.params.uid) return reply.status(400).send(expired);
      return reply.send(renderRegisterPage(interaction.uid, csrfToken(csrfSecret, interaction.uid)));
    });

    scope.post(`${base}/login`, { schema: { params: Params, body: LoginBody } }, async (request, reply) => {
      const interaction = await details(request, reply);
      reply.header('Cache-Control', NO_STORE).type('text/html');
      if (!interaction || interaction.uid !== request.params.uid) return reply.status(400).send(expired);
      const { uid } = interaction;
      if (!csrfMatches(csrfSecret, uid, request.body.csrf)) {
        return reply.status(403).send(renderErrorPage('This form has expired. Please try again.'));
      }
      const values = { email: request.body.email.trim() };
      const errors: Record<string, string> = {};
      if (!EMAIL.test(values.email)) errors.email = 'Enter a valid email address';
      if (!request.body.password) errors.password = 'Enter your password';
      const again = (status: number, state: FormState) =>
        reply.status(status).send(renderLoginPage(uid, csrfToken(csrfSecret, uid), { values, ...state }));
      if (Object.keys(errors).length > 0) return again(400, { errors });

      const result = await accounts.signIn(values.email, request.body.password);
      if (!result.ok) {
        return result.reason === 'locked'
          ? again(429, {
              formError:
                'Too many failed attempts. This account is locked for 15 minutes; please try again later.',
            })
          : again(401, { formError: 'The email address or password is not right' });
      }
      reply.hijack();
      reply.raw.setHeader('Set-Cookie', SSO_HINT);
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: result.account.id } },
        { mergeWithLastSubmission: false },
      );
    });

    scope.post(
      `${base}/register`,
      { schema: { params: Params, body: RegisterBody } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        reply.header('Cache-Control', NO_STORE).type('text/html');
        if (!interaction || interaction.uid !== request.params.uid) return reply.status(400).send(expired);
        const { uid } = interaction;
        if (!csrfMatches(csrfSecret, uid, request.body.csrf)) {
          return reply.status(403).send(renderErrorPage('This form has expired. Please try again.'));
        }
        const values = { name: request.body.name.trim(), email: request.body.email.trim() };
        const errors: Record<string, string> = {};
        if (!values.name) errors.name = 'Enter your full name';
        if (!EMAIL.test(values.email)) errors.email = 'Enter a valid email address';
        if (request.body.password.length < PASSWORD_MIN)
          errors.password = `Your password must be at least ${PASSWORD_MIN} characters`;
        const again = (status: number, state: FormState) =>
          reply
            .status(status)
            .send(renderRegisterPage(uid, csrfToken(csrfSecret, uid), { values, ...state }));
        if (Object.keys(errors).length > 0) return again(400, { errors });

        const account = await accounts.create({ ...values, password: request.body.password });
        if (!account)
          return again(409, { errors: { email: 'An account with this email address already exists' } });
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.id } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type Provider from 'oidc-provider';
import type { AccountsRepository, SignInResult } from './accounts';
import { captchaAssetRoutes } from './captcha-assets';
import {
  pageCsp,
  pageNonce,
  renderErrorPage,
  renderLoginPage,
  renderRegisterPage,
  type FormState,
} from './pages';
import { MOUNT_PATH } from './provider';
import type { CaptchaVerdict, ProofOfWorkCaptcha } from '@sl/server-kit';
import type { SignInThrottle } from './sign-in-throttle';
import { servedOverHttps, ssoHintCookie } from './sso-hint';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 10;

/** The form's CSRF token: bound to the interaction, verifiable without server memory. */
function csrfToken(secret: string, uid: string): string {
  return createHmac('sha256', secret).update(`interaction:${uid}`).digest('base64url');
}

function csrfMatches(secret: string, uid: string, candidate: string): boolean {
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
  /** The captcha widget's solution, once the client has failed often enough to be asked for one. */
  altcha: Type.Optional(Type.String({ maxLength: 4000 })),
});
const RegisterBody = Type.Object({
  csrf: Type.String({ maxLength: 200 }),
  name: Type.String({ maxLength: 80 }),
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
});

const NO_STORE = 'no-store';

/** What the page says when an attempt that needed the captcha came without a good solution. */
const CAPTCHA_MESSAGES: Record<Exclude<CaptchaVerdict, 'ok'>, string> = {
  missing:
    'Please wait for the check below to finish (it needs JavaScript), then log in again. We ask for it after several failed attempts.',
  refused:
    'The check below was not accepted: it had expired or was already used. Please wait for the new one to finish, then log in again.',
};

/** "30 seconds", "1 second", "4 minutes": how long the page asks the member to wait. */
function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The provider's login and registration pages (its "interactions"). Each form carries an HMAC of the interaction
 * id as its CSRF token, and oidc-provider itself demands the interaction cookie, so a cross-site post fails twice.
 */
export interface InteractionOptions {
  provider: Provider;
  accounts: AccountsRepository;
  csrfSecret: string;
  throttle: SignInThrottle;
  /** Asked for with each attempt once a client has failed THROTTLE.captchaAfter times. */
  captcha: ProofOfWorkCaptcha;
  /** The site's origins: the login form's post redirects on to their callbacks (the pages' form-action). */
  formOrigins: string[];
}

/** A plugin, so the form body parser it adds serves these pages only. */
export const interactionRoutes: FastifyPluginAsyncTypebox<InteractionOptions> = async (
  scope,
  { provider, accounts, csrfSecret, throttle, captcha, formOrigins },
) => {
  await scope.register(formbody, { bodyLimit: 8 * 1024 });
  await scope.register(captchaAssetRoutes);
  const base = `${MOUNT_PATH}/interaction/:uid`;

  /** The interaction the page's uid names; undefined once it has expired or where the uid is another's. */
  const current = async (
    request: { raw: import('node:http').IncomingMessage; params: { uid: string } },
    reply: { raw: import('node:http').ServerResponse },
  ) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  };
  const EXPIRED = 'This sign-in page has expired. Please go back to the site and log in again.';
  const FORM_EXPIRED = 'This form has expired. Please try again.';

  type PageReply = {
    status(code: number): unknown;
    header(name: string, value: string): unknown;
    send(body: string): unknown;
  };

  /** Sends one page with its own style nonce and the strict policy that names it. */
  const page = (reply: PageReply, status: number, render: (nonce: string) => string, captchaPage = false) => {
    const nonce = pageNonce();
    reply.header('Content-Security-Policy', pageCsp(nonce, formOrigins, captchaPage));
    reply.header('X-Frame-Options', 'DENY');
    reply.status(status);
    return reply.send(render(nonce));
  };

  /** The login page, with a fresh captcha challenge when this client must solve one for its next attempt. */
  const loginPage = async (
    reply: PageReply,
    status: number,
    uid: string,
    ip: string,
    state: FormState = {},
  ) => {
    const challenge = (await throttle.needsCaptcha(throttle.clientOf(ip)))
      ? JSON.stringify(await captcha.challenge())
      : undefined;
    return page(
      reply,
      status,
      (n) => renderLoginPage(n, uid, csrfToken(csrfSecret, uid), state, challenge),
      Boolean(challenge),
    );
  };

  scope.get(base, { schema: { params: Params } }, async (request, reply) => {
    const interaction = await current(request, reply);
    reply.header('Cache-Control', NO_STORE).type('text/html');
    if (!interaction) return page(reply, 400, (n) => renderErrorPage(n, EXPIRED));
    if (interaction.params.screen !== 'register') return loginPage(reply, 200, interaction.uid, request.ip);
    const csrf = csrfToken(csrfSecret, interaction.uid);
    return page(reply, 200, (n) => renderRegisterPage(n, interaction.uid, csrf));
  });

  scope.get(`${base}/register`, { schema: { params: Params } }, async (request, reply) => {
    const interaction = await current(request, reply);
    reply.header('Cache-Control', NO_STORE).type('text/html');
    if (!interaction) return page(reply, 400, (n) => renderErrorPage(n, EXPIRED));
    return page(reply, 200, (n) =>
      renderRegisterPage(n, interaction.uid, csrfToken(csrfSecret, interaction.uid)),
    );
  });

  scope.post(`${base}/login`, { schema: { params: Params, body: LoginBody } }, async (request, reply) => {
    const interaction = await current(request, reply);
    reply.header('Cache-Control', NO_STORE).type('text/html');
    if (!interaction) return page(reply, 400, (n) => renderErrorPage(n, EXPIRED));
    const { uid } = interaction;
    if (!csrfMatches(csrfSecret, uid, request.body.csrf))
      return page(reply, 403, (n) => renderErrorPage(n, FORM_EXPIRED));
    const values = { email: request.body.email.trim() };
    const errors: Record<string, string> = {};
    if (!EMAIL.test(values.email)) errors.email = 'Enter a valid email address';
    if (!request.body.password) errors.password = 'Enter your password';
    const again = (status: number, state: FormState) =>
      loginPage(reply, status, uid, request.ip, { values, ...state });
    if (Object.keys(errors).length > 0) return again(400, { errors });

    // Throttled attempts, and those past the captcha threshold without a good solution, never reach the password
    // check: answering them would let guessing go on at full speed. The delay is checked first, so a throttled
    // client spends no solution (and costs no verification).
    const client = throttle.clientOf(request.ip);
    const outcome: { waitMs: number; captcha?: CaptchaVerdict; result?: SignInResult } =
      await throttle.serialised(client, async () => {
        const waitMs = await throttle.waitMs(client, values.email);
        if (waitMs > 0) return { waitMs };
        if (await throttle.needsCaptcha(client)) {
          const verdict = await captcha.verify(request.body.altcha);
          if (verdict !== 'ok') return { waitMs: 0, captcha: verdict };
        }
        const result = await accounts.signIn(values.email, request.body.password);
        if (result.ok) await throttle.recordSuccess(client, values.email);
        else await throttle.recordFailure(client, values.email, result.reason);
        return { waitMs: 0, result };
      });
    const { result } = outcome;
    if (!result?.ok) {
      // The audit event: warn, with the email keyed-hashed (the database row carries the same hash).
      request.log.warn(
        {
          event: 'sign_in_failed',
          emailHash: throttle.emailHash(values.email),
          client,
          reason: result ? result.reason : outcome.captcha ? `captcha_${outcome.captcha}` : 'throttled',
        },
        'sign-in failed',
      );
    }
    if (outcome.captcha && outcome.captcha !== 'ok')
      return again(400, { formError: CAPTCHA_MESSAGES[outcome.captcha] });
    if (!result) {
      const seconds = Math.max(1, Math.ceil(outcome.waitMs / 1000));
      reply.header('Retry-After', String(seconds));
      return again(429, {
        formError: `Too many failed sign-in attempts. Please wait ${waitWords(seconds)} and try again.`,
      });
    }
    if (!result.ok) return again(401, { formError: 'The email address or password is not right' });
    reply.hijack();
    reply.raw.setHeader('Set-Cookie', ssoHintCookie(servedOverHttps(provider.issuer, request)));
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
      const interaction = await current(request, reply);
      reply.header('Cache-Control', NO_STORE).type('text/html');
      if (!interaction) return page(reply, 400, (n) => renderErrorPage(n, EXPIRED));
      const { uid } = interaction;
      if (!csrfMatches(csrfSecret, uid, request.body.csrf))
        return page(reply, 403, (n) => renderErrorPage(n, FORM_EXPIRED));
      const values = { name: request.body.name.trim(), email: request.body.email.trim() };
      const errors: Record<string, string> = {};
      if (!values.name) errors.name = 'Enter your full name';
      if (!EMAIL.test(values.email)) errors.email = 'Enter a valid email address';
      if (request.body.password.length < PASSWORD_MIN)
        errors.password = `Your password must be at least ${PASSWORD_MIN} characters`;
      const again = (status: number, state: FormState) =>
        page(reply, status, (n) =>
          renderRegisterPage(n, uid, csrfToken(csrfSecret, uid), { values, ...state }),
        );
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
};

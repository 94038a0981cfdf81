/**
 * How the provider runs the device flow (RFC 8628) for the release tool: its three pages, rendered like the
 * sign-in pages under the same nonce-based policy, and the one prompt check the flow makes redundant.
 */
import { interactionPolicy, type ProviderContext } from 'oidc-provider';
import { RELEASE_CLI_CLIENT_ID } from '@sl/contracts/release';
import { renderDeviceCodePage, renderDeviceConfirmPage, renderDeviceSuccessPage } from './device-pages';
import { pageCsp, pageNonce, renderErrorPage, type FormState } from './pages';

/** The device flow's routes, under the provider's mount point like its others. */
export const DEVICE_ROUTES = {
  device_authorization: '/v1/device/auth',
  code_verification: '/v1/device',
} as const;

/** The part of oidc-provider's Koa context the pages touch. */
interface DeviceContext {
  type: string;
  body: string;
  status: number;
  set(name: string, value: string): void;
  oidc: {
    route: string;
    urlFor(name: string): string;
    client?: DeviceClient;
    session?: { accountId?: string };
  };
}

interface DeviceClient {
  clientId: string;
  clientName?: string;
}

/** The routes where a person has already acted for the device: entered and confirmed its code, or logged in. */
const PERSON_ROUTES = new Set(['code_verification', 'device_resume']);

/** How the pages name a client, in a sentence ("let the release tool sign in as you"). */
const clientLabel = (client: DeviceClient | undefined) =>
  client?.clientId === RELEASE_CLI_CLIENT_ID
    ? 'the release tool'
    : (client?.clientName ?? client?.clientId ?? 'the device');

/**
 * The hidden inputs of the form oidc-provider hands each page (its xsrf token; on the confirm page also the code
 * and the confirm flag). The page draws its own labelled field and buttons: the provider's own input carries an
 * inline event handler, which the pages' policy (no script at all) would block.
 */
const hiddenInputsOf = (form: string) => (form.match(/<input type="hidden"[^>]*>/g) ?? []).join('\n');

/** oidc-provider's re-render errors (its names, as it exports no classes for them) and what the page says. */
const CODE_ERRORS: Record<string, string> = {
  NoCodeError: 'Enter the code the release tool shows',
  NotFoundError: 'That code is not right. Check the code the release tool shows and try again',
  ExpiredError: 'That code has expired. Start again in the release tool to get a new one',
  AlreadyUsedError: 'That code has already been used. Start again in the release tool to get a new one',
};
const CANCELLED = 'You cancelled, so the release tool is not signed in. You can close this page.';
const FAILED = 'Something went wrong. Please start again in the release tool.';

type DeviceError = Error & { userCode?: string };

/** The email of the account a browser session is signed in as, for the confirm page to name. */
export type AccountEmail = (accountId: string) => Promise<string | undefined>;

export function deviceFlowFeature(formOrigins: string[], emailOf: AccountEmail) {
  const send = (ctx: DeviceContext, render: (nonce: string) => string) => {
    const nonce = pageNonce();
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', pageCsp(nonce, formOrigins));
    // The code page carries a form token bound to this browser's session.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = render(nonce);
  };
  const formFor = (ctx: DeviceContext, form: string) => ({
    action: ctx.oidc.urlFor('code_verification'),
    hiddenInputs: hiddenInputsOf(form),
  });

  return {
    enabled: true,
    /** The code page; oidc-provider renders it again with the error when a code is refused or the flow fails. */
    async userCodeInputSource(ctx: DeviceContext, form: string, _out?: unknown, err?: DeviceError) {
      const codeError = err ? CODE_ERRORS[err.name] : undefined;
      let state: FormState = {};
      let notice: string | undefined;
      if (codeError) {
        // oidc-provider answers these with 200; a refused code is the request's fault.
        ctx.status = 400;
        state = { values: { user_code: err?.userCode ?? '' }, errors: { user_code: codeError } };
      } else if (err?.name === 'AbortedError') {
        notice = CANCELLED;
      } else if (err) {
        state = { formError: FAILED };
      }
      send(ctx, (nonce) => renderDeviceCodePage(nonce, formFor(ctx, form), state, notice));
    },
    async userCodeConfirmSource(
      ctx: DeviceContext,
      form: string,
      client: DeviceClient,
      _deviceInfo: unknown,
      userCode: string,
    ) {
      // Whoever this browser is signed in as is who the tool will act as: on a shared machine that may not be them.
      const accountId = ctx.oidc.session?.accountId;
      const signedInAs = accountId ? await emailOf(accountId) : undefined;
      send(ctx, (nonce) =>
        renderDeviceConfirmPage(nonce, formFor(ctx, form), clientLabel(client), userCode, signedInAs),
      );
    },
    async successSource(ctx: DeviceContext) {
      send(ctx, (nonce) => renderDeviceSuccessPage(nonce, clientLabel(ctx.oidc.client)));
    },
  };
}

/**
 * The default prompts, but for one check: native clients always get the consent prompt, because a redirect to a
 * native app proves little about which app it is (RFC 8252, section 8.6). In the device flow the person has just
 * entered the code and confirmed it on the provider's own page, which is the interaction that check asks for;
 * prompting again would only send them back to the login page. Elsewhere the check stands.
 */
export function interactionPolicyForDevices() {
  const policy = interactionPolicy.base();
  const check = policy.get('consent')?.checks.get('native_client_prompt');
  if (!check) throw new Error('oidc-provider no longer has the native_client_prompt check');
  const original = check.check;
  check.check = (ctx) => (PERSON_ROUTES.has(ctx.oidc.route) ? false : original(ctx));
  return policy;
}

const NO_COOKIE =
  'This form has expired, or your browser did not send its cookie back. Please turn cookies on and open the link the release tool shows again.';

/**
 * oidc-provider answers a code post that came without its session cookie with a bare 500: its error page needs a
 * form token in a session it cannot save. Such a post is cross-site (the cookie is SameSite=Lax) or from a browser
 * that keeps no cookies; either way it gets a page that says what to do.
 */
export function codePostNeedsSession(
  provider: { cookieName(type: 'session'): string },
  formOrigins: string[],
) {
  const cookie = provider.cookieName('session');
  return async (ctx: ProviderContext, next: () => Promise<void>) => {
    if (ctx.method !== 'POST' || ctx.path !== DEVICE_ROUTES.code_verification || ctx.cookies.get(cookie))
      return next();
    const nonce = pageNonce();
    ctx.status = 400;
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', pageCsp(nonce, formOrigins));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderErrorPage(nonce, NO_COOKIE);
  };
}

/** Test helpers: drive the provider over real HTTP the way a browser would (cookie jar, manual redirects). */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { RELEASE_CLI_CLIENT_ID } from '@sl/contracts/release';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export class Browser {
  private cookies = new Map<string, string>();

  /** `headers` go on every request, e.g. X-Forwarded-For to stand for another client behind a trusted proxy. */
  constructor(private readonly headers: Record<string, string> = {}) {}

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }

  /** Follows redirects until one leaves the provider (the callback) or a page answers. */
  async follow(url: string, init: RequestInit = {}): Promise<Response> {
    let response = await this.fetch(url, init);
    let current = url;
    for (let i = 0; i < 10 && response.status >= 300 && response.status < 400; i++) {
      const next = new URL(response.headers.get('location') ?? '', current).href;
      // The provider lives under /openid; anything else is the callback the browser would now load.
      if (new URL(next).origin !== new URL(url).origin || !new URL(next).pathname.startsWith('/openid/'))
        return response;
      current = next;
      response = await this.fetch(next);
    }
    return response;
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(
  base: string,
  redirectUri: string,
  challenge: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    client_id: 'sl-web',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: redirectUri,
    state: String(Math.floor(Math.random() * 1e9)),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    claims: JSON.stringify({ id_token: { sid: null } }),
    ...extra,
  });
  return `${base}/openid/v1/authorize?${params}`;
}

export const csrfFrom = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
export const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

/** An attribute value as the browser reads it. */
const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const formPost = (body: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

/** Posts the login page's form; answers the provider's redirect onwards, or the page again when it refused. */
async function logIn(browser: Browser, base: string, loginPage: string, email: string, password: string) {
  return browser.fetch(
    new URL(formAction(loginPage), base).href,
    formPost({ csrf: csrfFrom(loginPage), email, password }),
  );
}

/** Signs in through the provider's login page; answers the redirect to the callback (with code and state). */
export async function signIn(
  browser: Browser,
  base: string,
  authorize: string,
  email: string,
  password: string,
): Promise<{ page?: Response; location?: URL }> {
  const page = await browser.follow(authorize);
  const response = await logIn(browser, base, await page.text(), email, password);
  if (response.status !== 303 && response.status !== 302) return { page: response };
  const after = await browser.follow(new URL(response.headers.get('location') ?? '', base).href);
  return { location: new URL(after.headers.get('location') ?? '', base) };
}

/** The captcha challenge a login page carries in its widget (JSON), if it asks for one. */
export function captchaChallengeFrom(html: string): string | undefined {
  const attribute = /<altcha-widget [^>]*challenge="([^"]+)"/.exec(html)?.[1];
  return attribute === undefined ? undefined : unescapeHtml(attribute);
}

/** Does what the widget does in the browser: solves the challenge and encodes the field it posts as "altcha". */
export async function solveCaptcha(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The device authorization answer (RFC 8628, section 3.2). */
export interface DeviceAuthorization {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
}

export const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** What the release CLI does first: asks for a device code and the code the person types in. */
export async function startDeviceFlow(base: string): Promise<DeviceAuthorization> {
  const response = await fetch(
    `${base}/openid/v1/device/auth`,
    formPost({ client_id: RELEASE_CLI_CLIENT_ID, scope: 'openid' }),
  );
  if (response.status !== 200) throw new Error(`device authorization answered ${response.status}`);
  return (await response.json()) as DeviceAuthorization;
}

/** One poll of the token endpoint with the device code, as the CLI does while the person approves. */
export const pollDeviceToken = (base: string, deviceCode: string) =>
  fetch(
    `${base}/openid/v1/token`,
    formPost({ grant_type: DEVICE_GRANT, client_id: RELEASE_CLI_CLIENT_ID, device_code: deviceCode }),
  );

/** The hidden fields of a page's first form (the provider's xsrf token, the code, the confirm flag). */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    if (name !== undefined && value !== undefined) fields[name] = unescapeHtml(value);
  return fields;
}

/** Submits a page's form as a browser would: its hidden fields, plus what the person typed or clicked. */
export async function submitForm(
  browser: Browser,
  base: string,
  html: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  return browser.fetch(new URL(formAction(html), base).href, formPost({ ...hiddenFields(html), ...extra }));
}

/**
 * Opens the link the CLI prints (verification_uri_complete): the provider answers a form that posts the code
 * itself (script does it in a browser), and that post answers the confirm page.
 */
export async function openVerificationLink(browser: Browser, base: string, link: string): Promise<Response> {
  const autoSubmit = await browser.fetch(link);
  return submitForm(browser, base, await autoSubmit.text());
}

/** The whole approval in the browser: the link, Continue, then the login page; answers the page it ends on. */
export async function approveDevice(
  browser: Browser,
  base: string,
  link: string,
  email: string,
  password: string,
): Promise<Response> {
  const confirm = await openVerificationLink(browser, base, link);
  const continued = await submitForm(browser, base, await confirm.text());
  const loginPage = await browser.follow(new URL(continued.headers.get('location') ?? '', base).href);
  const loggedIn = await logIn(browser, base, await loginPage.text(), email, password);
  return browser.follow(new URL(loggedIn.headers.get('location') ?? '', base).href);
}

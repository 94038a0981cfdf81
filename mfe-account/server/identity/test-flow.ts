/** Test helpers: drive the provider over real HTTP the way a browser would (cookie jar, manual redirects). */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

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

/** Signs in through the provider's login page; answers the redirect to the callback (with code and state). */
export async function signIn(
  browser: Browser,
  base: string,
  authorize: string,
  email: string,
  password: string,
): Promise<{ page?: Response; location?: URL }> {
  const page = await browser.follow(authorize);
  const html = await page.text();
  const response = await browser.fetch(`${base}${formAction(html)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: csrfFrom(html), email, password }).toString(),
  });
  if (response.status !== 303 && response.status !== 302) return { page: response };
  const after = await browser.follow(new URL(response.headers.get('location') ?? '', base).href);
  return { location: new URL(after.headers.get('location') ?? '', base) };
}

/** The captcha challenge a login page carries in its widget (JSON), if it asks for one. */
export function captchaChallengeFrom(html: string): string | undefined {
  const attribute = /<altcha-widget [^>]*challenge="([^"]+)"/.exec(html)?.[1];
  return attribute
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Does what the widget does in the browser: solves the challenge and encodes the field it posts as "altcha". */
export async function solveCaptcha(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

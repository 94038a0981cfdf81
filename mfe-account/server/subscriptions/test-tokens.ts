/** Test helper: real access tokens from the account service's identity provider, through its login page. */
import { Browser, authorizeUrl, pkce, signIn } from '../identity/test-flow';

export async function accessTokenFor(base: string, email: string, password: string): Promise<string> {
  const callback = `${base}/oauth/sso`;
  const { challenge, verifier } = pkce();
  const { location } = await signIn(
    new Browser(),
    base,
    authorizeUrl(base, callback, challenge),
    email,
    password,
  );
  const code = location?.searchParams.get('code');
  if (!code) throw new Error(`sign-in gave no code: ${location?.href ?? 'no redirect'}`);
  const response = await fetch(`${base}/openid/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: callback,
      client_id: 'sl-web',
      code_verifier: verifier,
      code,
    }).toString(),
  });
  if (response.status !== 200) throw new Error(`token exchange answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

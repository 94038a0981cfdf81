import Provider from 'oidc-provider';
import type { Db } from '@sl/server-kit';
import { TOKEN_VALIDITY_MS, INACTIVITY_MS } from '@sl/contracts';
import { RELEASE_CLI_CLIENT_ID } from '@sl/contracts/release';
import { ACCOUNT_CLAIM_NAMES, accountClaims, type AccountsRepository } from './accounts';
import { dbAdapterFactory } from './adapter';
import {
  codePostNeedsSession,
  DEVICE_ROUTES,
  deviceFlowFeature,
  interactionPolicyForDevices,
} from './device-flow';
import type { IdentityKeys } from './keys';
import { pageCsp, pageNonce, renderErrorPage } from './pages';
import { providerHeaders } from './provider-headers';
import { rolesFor } from './roles';

/** The shell's browser client: public (no secret), PKCE S256 only, code flow with refresh tokens. */
export const WEB_CLIENT_ID = 'sl-web';

/** Callback paths on the shell (spec document 1, section 2). */
const CALLBACK_PATHS = ['/oauth/sso', '/oauth/skybet', '/oauth/skybet/loading'];

/** Where the provider is mounted on the account service and, through the shell's gateway, on the shell origin. */
export const MOUNT_PATH = '/openid';

export interface ProviderOptions {
  db: Db;
  accounts: AccountsRepository;
  keys: IdentityKeys;
  /** The issuer the browser sees: the shell origin plus /openid. */
  issuer: string;
  /** Origins whose callback paths are registered for the web client. */
  shellOrigins: string[];
  /** Emails (normalised) whose tokens carry the release-manager role (RELEASE_MANAGERS, roles.ts). */
  releaseManagers: readonly string[];
}

const ID_TOKEN_TTL_S = TOKEN_VALIDITY_MS / 1000;
const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The id token's `expires` claim (spec document 1, section 3) is the token's own expiry, in epoch seconds like
 * `exp`. The claims are gathered before the token is signed, so the lifetime is taken from that claim: signing
 * then sets `exp` to the same second (both read the clock within one synchronous step).
 */
function idTokenTtl(_ctx: unknown, token: { available?: { expires?: unknown } } | undefined): number {
  const expires = token?.available?.expires;
  const left = typeof expires === 'number' ? expires - epochSeconds() : ID_TOKEN_TTL_S;
  return left > 0 ? left : ID_TOKEN_TTL_S;
}

interface KoaLikeContext {
  oidc: {
    client?: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: Provider;
  };
  type: string;
  body: string;
  set(name: string, value: string): void;
}

/** Builds the OpenID provider. Every piece of its state goes through the database adapter. */
export function buildProvider(options: ProviderOptions): Provider {
  const { accounts, keys } = options;
  const redirectUris = options.shellOrigins.flatMap((origin) => CALLBACK_PATHS.map((p) => `${origin}${p}`));
  const provider = new Provider(options.issuer, {
    adapter: dbAdapterFactory(options.db),
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
      },
      {
        // The release CLI (issue 20): a person approves it in a browser with the device flow; no redirects.
        client_id: RELEASE_CLI_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'native',
        grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
        response_types: [],
      },
    ],
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookieKeys },
    async findAccount(_ctx: unknown, id: string) {
      const account = await accounts.findById(id);
      if (!account) return undefined;
      const claims = accountClaims(account, rolesFor(account.email, options.releaseManagers));
      return {
        accountId: account.id,
        claims: async (use: string) =>
          use === 'id_token' ? { ...claims, expires: epochSeconds() + ID_TOKEN_TTL_S } : claims,
      };
    },
    claims: { openid: ACCOUNT_CLAIM_NAMES.filter((c) => c !== 'sub') },
    // Authorization code with PKCE is the only redirect flow (the web client's); discovery says just that.
    responseTypes: ['code'],
    scopes: ['openid'],
    // Code flow: the id token carries the member's claims (the site reads them from it, spec doc 1 section 3).
    conformIdTokenClaims: false,
    extraParams: ['screen'],
    features: {
      devInteractions: { enabled: false },
      introspection: {
        enabled: true,
        // The public web client may only ask about its own tokens.
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      revocation: { enabled: true },
      claimsParameter: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
      deviceFlow: deviceFlowFeature(options.shellOrigins, async (id) => (await accounts.findById(id))?.email),
    },
    routes: {
      authorization: '/v1/authorize',
      token: '/v1/token',
      introspection: '/v1/token_info',
      revocation: '/v1/revoke',
      jwks: '/v1/jwks',
      userinfo: '/v1/me',
      ...DEVICE_ROUTES,
    },
    // Checked at the authorization endpoint only: the device flow has no code to bind a verifier to.
    pkce: { required: () => true },
    interactions: {
      policy: interactionPolicyForDevices(),
      url: (_ctx: unknown, interaction: { uid: string }) => `${MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    // The site asks for scope openid only (spec doc 1 section 5) yet needs refresh, and so does the release CLI:
    // first-party clients, both registered for the refresh grant.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // First-party clients: no consent screen; the grant covers openid, the member's claims (roles too) and sid.
    async loadExistingGrant(ctx: KoaLikeContext) {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid');
      grant.addOIDCClaims([...ACCOUNT_CLAIM_NAMES, 'sid']);
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: TOKEN_VALIDITY_MS / 1000,
      IdToken: idTokenTtl,
      AuthorizationCode: 60,
      // The release tool's code (and the code the person types): ten minutes to approve it, as oidc-provider's default.
      DeviceCode: 10 * 60,
      // A refresh token unused for the inactivity period is dead; rotation issues a fresh one on every use.
      RefreshToken: INACTIVITY_MS / 1000,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Interaction: 3600,
    },
    renderError(ctx: KoaLikeContext, out: { error?: string; error_description?: string }) {
      const nonce = pageNonce();
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', pageCsp(nonce, options.shellOrigins));
      ctx.body = renderErrorPage(nonce, out.error_description ?? out.error ?? 'Something went wrong');
    },
  });
  // The account service sets the forwarded host and protocol from the issuer itself (see mount.ts).
  provider.proxy = true;
  provider.use(providerHeaders(options.shellOrigins));
  provider.use(codePostNeedsSession(provider, options.shellOrigins));
  return provider;
}

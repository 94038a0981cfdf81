import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RELEASE_MANAGER_ROLE } from '@sl/contracts/release';
import { forbidden, requireMember, type AccessTokenVerifier, type VerifiedMember } from '@sl/server-kit';

const SIGN_IN =
  'Sign in as a release manager: npm run release -- login, then send Authorization: Bearer <access token>';

/** The release manager behind each admitted request, for the audit. */
const managers = new WeakMap<FastifyRequest, VerifiedMember>();

/**
 * Admits to this admin scope only a person the identity provider signed in with the release-manager role: the
 * access token is checked by the provider itself (userinfo: signature, expiry, revocation), so a stolen token
 * dies when the person signs out or it expires. No token, or a dead one, answers 401; a member without the role
 * 403; a provider that cannot be asked 503. Runs onRequest, so a refused caller learns nothing of the API's shape.
 */
export function requireReleaseManager(scope: Pick<FastifyInstance, 'addHook'>, verify: AccessTokenVerifier) {
  scope.addHook('onRequest', async (request) => {
    const member = await requireMember(request, verify, SIGN_IN);
    if (!member.roles.includes(RELEASE_MANAGER_ROLE))
      throw forbidden(
        `${member.email} is not a release manager: ask for the role to be given to that account`,
        'NOT_A_RELEASE_MANAGER',
      );
    managers.set(request, member);
  });
}

/** Who made a change, as the audit and the history name them: the person's email. */
export function releaseManagerOf(request: FastifyRequest): string {
  const member = managers.get(request);
  // requireReleaseManager ran first on every route of the scope; without it this route would be unguarded.
  if (!member) throw new Error('release admin route registered outside requireReleaseManager');
  return member.email;
}

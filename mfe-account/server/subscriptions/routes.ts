import type { FastifyRequest } from 'fastify';
import { EXTERNAL_REFERENCE_PROVIDERS, PUNTER_ROLE, type SubscriptionListResponse } from '@sl/contracts';
import { badRequest, forbidden, notFound, type AppInstance } from '@sl/server-kit';
import type { Account, AccountsRepository } from '../identity/accounts';
import { normaliseEmail } from '../identity/accounts';
import { callerOf, type AccessTokenFinder } from './caller';
import { SubscriptionsRepository } from './repository';
import { CreateBody, DeleteParams, SearchBody, type UserReferenceBody } from './schemas';

export interface SubscriptionRoutesOptions {
  db: ConstructorParameters<typeof SubscriptionsRepository>[0];
  accounts: AccountsRepository;
  findToken: AccessTokenFinder;
}

/** Subscription bodies are small; anything bigger is refused before it is parsed. */
const BODY_LIMIT = 32 * 1024;

/** The body's user reference must name the caller (provider sub and email) and carry the role PUNTER. */
function checkUserReference(user: UserReferenceBody, caller: Account): void {
  if (!user.roles.includes(PUNTER_ROLE))
    throw badRequest(`user.roles must include ${PUNTER_ROLE}`, 'ROLE_REQUIRED');
  const sub = user.external_reference.find((r) => r.provider === EXTERNAL_REFERENCE_PROVIDERS.sub);
  if (!sub) throw badRequest('user.external_reference must include the provider sub (SSO)', 'SUB_REQUIRED');
  if (sub.id !== caller.id || normaliseEmail(user.email) !== caller.email) {
    throw forbidden('The user reference does not match the signed-in member', 'NOT_YOUR_USER');
  }
}

const noStore = { 'Cache-Control': 'private, no-store' };

/** POST /api/subscription/search, POST /api/subscription, DELETE /api/subscription/{serverSubscriptionId}. */
export async function subscriptionRoutes(app: AppInstance, options: SubscriptionRoutesOptions) {
  const repo = new SubscriptionsRepository(options.db);
  // The caller is checked before the body is validated: a call without a valid token is a 401 whatever it carries.
  const callers = new WeakMap<FastifyRequest, Account>();
  const authenticate = async (request: FastifyRequest) => {
    callers.set(request, await callerOf(request, options.findToken, options.accounts));
  };
  const caller = (request: FastifyRequest): Account => {
    const account = callers.get(request);
    if (!account) throw new Error('subscription route ran without authentication');
    return account;
  };

  app.post(
    '/api/subscription/search',
    { schema: { body: SearchBody }, bodyLimit: BODY_LIMIT, preValidation: authenticate },
    async (request, reply) => {
      const account = caller(request);
      checkUserReference(request.body.user, account);
      const body: SubscriptionListResponse = {
        subscription: await repo.search(account.id, request.body.filter),
      };
      return reply.headers(noStore).send(body);
    },
  );

  app.post(
    '/api/subscription',
    { schema: { body: CreateBody }, bodyLimit: BODY_LIMIT, preValidation: authenticate },
    async (request, reply) => {
      const account = caller(request);
      checkUserReference(request.body.user, account);
      const pushIds = (request.body.user.devices ?? []).map((d) => d.push_id);
      const body: SubscriptionListResponse = {
        subscription: await repo.follow(account.id, request.body.subscription, pushIds),
      };
      return reply.headers(noStore).send(body);
    },
  );

  app.delete(
    '/api/subscription/:serverSubscriptionId',
    { schema: { params: DeleteParams }, preValidation: authenticate },
    async (request, reply) => {
      const account = caller(request);
      const id = request.params.serverSubscriptionId;
      const outcome = await repo.unfollow(account.id, id);
      if (outcome === 'not-yours')
        throw forbidden('This subscription belongs to another member', 'NOT_YOUR_SUBSCRIPTION');
      if (outcome === 'not-found') throw notFound(`There is no subscription ${id}`, 'SUBSCRIPTION_NOT_FOUND');
      return reply.status(204).headers(noStore).send();
    },
  );
}

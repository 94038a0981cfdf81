import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { EXTERNAL_REFERENCE_PROVIDERS, PUNTER_ROLE } from '@sl/contracts';
import { badRequest, ERROR_RESPONSES, forbidden, notFound } from '@sl/server-kit';
import type { Account, AccountsRepository } from '../identity/accounts';
import { normaliseEmail } from '../identity/accounts';
import { callerOf, type AccessTokenFinder } from './caller';
import { SubscriptionsRepository } from './repository';
import {
  CreateBody,
  DeleteParams,
  SearchBody,
  SubscriptionListSchema,
  type UserReferenceBody,
} from './schemas';

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
export const subscriptionRoutes: FastifyPluginAsyncTypebox<SubscriptionRoutesOptions> = async (
  app,
  options,
) => {
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
  /** A POST whose body names the member (checked against the caller) and whose answer is their list. */
  const listPost = <Body extends TSchema>(body: Body) => ({
    schema: { body, response: { 200: SubscriptionListSchema, ...ERROR_RESPONSES } },
    bodyLimit: BODY_LIMIT,
    preValidation: authenticate,
  });
  /** The caller, once the body's user reference is theirs. */
  const member = (request: FastifyRequest, user: UserReferenceBody): Account => {
    const account = caller(request);
    checkUserReference(user, account);
    return account;
  };

  app.post('/api/subscription/search', listPost(SearchBody), async (request, reply) => {
    const account = member(request, request.body.user);
    return reply.headers(noStore).send({ subscription: await repo.search(account.id, request.body.filter) });
  });

  app.post('/api/subscription', listPost(CreateBody), async (request, reply) => {
    const account = member(request, request.body.user);
    const pushIds = (request.body.user.devices ?? []).map((d) => d.push_id);
    return reply
      .headers(noStore)
      .send({ subscription: await repo.follow(account.id, request.body.subscription, pushIds) });
  });

  app.delete(
    '/api/subscription/:serverSubscriptionId',
    {
      schema: { params: DeleteParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
      preValidation: authenticate,
    },
    async (request, reply) => {
      const account = caller(request);
      const id = request.params.serverSubscriptionId;
      const outcome = await repo.unfollow(account.id, id);
      if (outcome === 'not-yours')
        throw forbidden('This subscription belongs to another member', 'NOT_YOUR_SUBSCRIPTION');
      if (outcome === 'not-found') throw notFound(`There is no subscription ${id}`, 'SUBSCRIPTION_NOT_FOUND');
      return reply.status(204).headers(noStore).send(null);
    },
  );
};

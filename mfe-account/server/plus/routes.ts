import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PLUS_PLAN_IDS, PLUS_PLANS, isPlusPagePath } from '@sl/contracts/plus';
import { ERROR_RESPONSES, PageStatusSchema, everyReplica, type Db, type JobLease } from '@sl/server-kit';
import type { Account, AccountsRepository } from '../identity/accounts';
import { callerOf, type AccessTokenFinder } from '../subscriptions/caller';
import type { PaymentProvider } from './payments';
import { PlusRepository } from './repository';
import { JoinBody, MembershipSchema, PageStatusQuery, PlansSchema } from './schemas';
import { PlusService } from './service';

export interface PlusRoutesOptions {
  db: Db;
  accounts: AccountsRepository;
  findToken: AccessTokenFinder;
  payments: PaymentProvider;
  now?: () => Date;
  /** How often due renewals are taken (default hourly; 0 turns the timer off). */
  renewEveryMs?: number;
  /**
   * Whether this replica is the one to take them this time (server-kit's job leases); every replica if absent.
   * Taking them twice at once is safe (each period is claimed under a row lock): the lease saves the work.
   */
  renewalLease?: JobLease;
}

const BODY_LIMIT = 8 * 1024;
const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * GET /api/account/v1/plus/plans (public), and for the signed-in member (their access token, with the scheme
 * their account uses, as the My Stable calls): GET .../plus/membership, POST .../plus/join, POST .../plus/cancel.
 */
export const plusRoutes: FastifyPluginAsyncTypebox<PlusRoutesOptions> = async (app, options) => {
  const service = new PlusService(new PlusRepository(options.db), options.payments, options.now);
  const callers = new WeakMap<FastifyRequest, Account>();
  const authenticate = async (request: FastifyRequest) => {
    callers.set(request, await callerOf(request, options.findToken, options.accounts));
  };
  const caller = (request: FastifyRequest): Account => {
    const account = callers.get(request);
    if (!account) throw new Error('plus route ran without authentication');
    return account;
  };

  const membershipAnswer = { 200: MembershipSchema, ...ERROR_RESPONSES };

  app.get(
    '/api/account/v1/plus/plans',
    { schema: { response: { 200: PlansSchema, ...ERROR_RESPONSES } } },
    async (_request, reply) =>
      reply.headers({ 'Cache-Control': 'public, max-age=300' }).send({
        plans: PLUS_PLAN_IDS.map((id) => PLUS_PLANS[id]),
        payment: options.payments.info(),
      }),
  );

  // For the shell's page status (404 for an address under /plus or /sporting-life-plus that is no Plus page).
  app.get(
    '/api/account/v1/plus/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      path: request.query.path,
      found: isPlusPagePath(request.query.path),
    }),
  );

  app.get(
    '/api/account/v1/plus/membership',
    { preValidation: authenticate, schema: { response: membershipAnswer } },
    async (request, reply) => reply.headers(noStore).send(await service.membership(caller(request))),
  );

  app.post(
    '/api/account/v1/plus/join',
    {
      schema: {
        body: JoinBody,
        response: { 200: MembershipSchema, 201: MembershipSchema, ...ERROR_RESPONSES },
      },
      bodyLimit: BODY_LIMIT,
      preValidation: authenticate,
    },
    async (request, reply) => {
      const { created, body } = await service.join(caller(request), request.body);
      return reply
        .status(created ? 201 : 200)
        .headers(noStore)
        .send(body);
    },
  );

  app.post(
    '/api/account/v1/plus/cancel',
    { bodyLimit: 1024, preValidation: authenticate, schema: { response: membershipAnswer } },
    async (request, reply) => reply.headers(noStore).send(await service.cancel(caller(request))),
  );

  const every = options.renewEveryMs ?? 60 * 60_000;
  if (every > 0) {
    const lease = options.renewalLease ?? everyReplica;
    const renewNow = async () => {
      if (!(await lease('account:plus-renewals', every))) return;
      await service
        .renewDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'plus renewals failed'));
    };
    const timer = setInterval(() => void renewNow(), every);
    timer.unref();
    app.addHook('onReady', renewNow);
    app.addHook('onClose', async () => clearInterval(timer));
  }
};

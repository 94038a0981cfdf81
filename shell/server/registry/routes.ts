import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RegistryRow } from '@sl/contracts';
import type { RegistryCommand } from '@sl/contracts/release';
import { ERROR_RESPONSES, notFound, type AccessTokenVerifier } from '@sl/server-kit';
import { releaseManagerOf, requireReleaseManager } from './admin-auth';
import { runRegistryCommand } from './commands';
import { parseRemoteName } from './validate';
import type { RegistryRepository } from './repository';
import {
  AuditQuery,
  NameParams,
  RegistryAuditSchema,
  ReasonBody,
  RegisterBody,
  RegistryRowSchema,
  RegistryStatusSchema,
  RemoteRatesSchema,
  ReleaseHistorySchema,
  RollbackBody,
  RolloutBody,
  ScheduleBody,
  SetBody,
} from './schemas';
import type { RolloutHealth } from './rollout-health';
import type { ReleaseVerifier } from './verify';

export interface RegistryAdminOptions {
  repo: RegistryRepository;
  /** Checks a person's access token with the identity provider (userinfo), roles and all. */
  verifyMember: AccessTokenVerifier;
  /** Checks a build before set or schedule puts it live (`releaseVerifier()` outside tests). */
  verify: ReleaseVerifier;
  /** Each version's pages and failures since its remote's rollout started, shown in the status answers. */
  health: RolloutHealth;
  /** The clock a rollout starts by and its share is read with. */
  now: () => Date;
  /** Called after every change this process made (the gateway's remote switch reads afresh). */
  onChange?: () => void;
}

const rowAnswer = { 200: RegistryRowSchema, ...ERROR_RESPONSES };
const statusAnswer = { 200: RegistryStatusSchema, ...ERROR_RESPONSES };
/** A bare POST or DELETE (no body at all) reads as `{}`, so a missing reason gets the command's own message. */
const noBodyIsEmpty = async (req: { body: unknown }) => {
  req.body ??= {};
};

/**
 * The release managers' HTTP API (the CLI and the release console): every route needs a person signed in with the
 * release-manager role; every change needs a reason and is audited under that person's name.
 */
export const registryAdminRoutes: FastifyPluginAsyncTypebox<RegistryAdminOptions> = async (
  app,
  { repo, verifyMember, verify, health, now, onChange },
) => {
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    requireReleaseManager(admin, verifyMember);
    const runAs = async <C extends RegistryCommand>(request: FastifyRequest, command: C) => {
      const result = await runRegistryCommand(repo, command, releaseManagerOf(request), verify, now);
      if (command.op !== 'list' && command.op !== 'history' && command.op !== 'audit') onChange?.();
      return result;
    };
    const status = (row: RegistryRow) => health.status(row, now());

    admin.get(
      '/admin/registry',
      { schema: { response: { 200: Type.Array(RegistryStatusSchema), ...ERROR_RESPONSES } } },
      async (req) => Promise.all((await runAs(req, { op: 'list' })).map(status)),
    );
    admin.get(
      '/admin/registry/audit',
      { schema: { querystring: AuditQuery, response: { 200: RegistryAuditSchema, ...ERROR_RESPONSES } } },
      (req) => runAs(req, { op: 'audit', limit: req.query.limit }),
    );
    admin.put(
      '/admin/registry/:name',
      { schema: { params: NameParams, body: SetBody, response: rowAnswer } },
      (req) => runAs(req, { op: 'set', name: req.params.name, ...req.body }),
    );
    admin.put(
      '/admin/registry/:name/registration',
      { schema: { params: NameParams, body: RegisterBody, response: rowAnswer } },
      (req) => runAs(req, { op: 'register', name: req.params.name, ...req.body }),
    );
    admin.get(
      '/admin/registry/:name/history',
      {
        schema: {
          params: NameParams,
          querystring: AuditQuery,
          response: { 200: ReleaseHistorySchema, ...ERROR_RESPONSES },
        },
      },
      (req) => runAs(req, { op: 'history', name: req.params.name, limit: req.query.limit }),
    );
    admin.get(
      '/admin/registry/:name/rates',
      { schema: { params: NameParams, response: { 200: RemoteRatesSchema, ...ERROR_RESPONSES } } },
      async (req) => {
        const name = parseRemoteName(req.params.name);
        if (!(await repo.get(name))) throw notFound(`No remote "${name}" in the registry`);
        return health.rates(name);
      },
    );
    admin.post(
      '/admin/registry/:name/rollback',
      {
        schema: { params: NameParams, body: RollbackBody, response: rowAnswer },
        // A bare POST (the CLI's plain `rollback`, older scripts) has no body at all: read it as `{}`.
        preValidation: noBodyIsEmpty,
      },
      (req) => runAs(req, { op: 'rollback', name: req.params.name, ...req.body }),
    );
    for (const op of ['enable', 'disable'] as const) {
      admin.post(
        `/admin/registry/:name/${op}`,
        {
          schema: { params: NameParams, body: ReasonBody, response: rowAnswer },
          preValidation: noBodyIsEmpty,
        },
        (req) => runAs(req, { op, name: req.params.name, ...req.body }),
      );
    }
    admin.put(
      '/admin/registry/:name/schedule',
      { schema: { params: NameParams, body: ScheduleBody, response: rowAnswer } },
      (req) => runAs(req, { op: 'schedule', name: req.params.name, ...req.body }),
    );
    admin.delete(
      '/admin/registry/:name/schedule',
      { schema: { params: NameParams, body: ReasonBody, response: rowAnswer }, preValidation: noBodyIsEmpty },
      (req) => runAs(req, { op: 'unschedule', name: req.params.name, ...req.body }),
    );
    admin.put(
      '/admin/registry/:name/rollout',
      { schema: { params: NameParams, body: RolloutBody, response: statusAnswer } },
      async (req) => status(await runAs(req, { op: 'rollout', name: req.params.name, ...req.body })),
    );
    for (const op of ['promote', 'abort'] as const) {
      admin.post(
        `/admin/registry/:name/rollout/${op}`,
        {
          schema: { params: NameParams, body: ReasonBody, response: statusAnswer },
          preValidation: noBodyIsEmpty,
        },
        async (req) => status(await runAs(req, { op, name: req.params.name, ...req.body })),
      );
    }
  });
};

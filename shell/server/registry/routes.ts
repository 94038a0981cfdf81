import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RegistryRow } from '@sl/contracts';
import { ERROR_RESPONSES } from '@sl/server-kit';
import { requireReleaseToken } from './admin-auth';
import { runRegistryCommand, type RegistryCommand } from './commands';
import type { RegistryRepository } from './repository';
import {
  AuditQuery,
  NameParams,
  RegistryAuditSchema,
  ReasonBody,
  RegistryRowSchema,
  RegistryStatusSchema,
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
  releaseToken: string;
  /** Checks a build before set or schedule puts it live (`releaseVerifier()` outside tests). */
  verify: ReleaseVerifier;
  /** Each version's pages and failures since its remote's rollout started, shown in the status answers. */
  health: RolloutHealth;
  /** The clock a rollout starts by and its share is read with. */
  now: () => Date;
}

const rowAnswer = { 200: RegistryRowSchema, ...ERROR_RESPONSES };
const statusAnswer = { 200: RegistryStatusSchema, ...ERROR_RESPONSES };
/** A bare POST (no body at all) reads as `{}`, for commands whose body only carries an optional reason. */
const noBodyIsEmpty = async (req: { body: unknown }) => {
  req.body ??= {};
};

/** The release managers' HTTP API: every route needs the release token; every change is audited. */
export const registryAdminRoutes: FastifyPluginAsyncTypebox<RegistryAdminOptions> = async (
  app,
  { repo, releaseToken, verify, health, now },
) => {
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    await requireReleaseToken(admin, releaseToken);
    const run = <C extends RegistryCommand>(command: C) =>
      runRegistryCommand(repo, command, 'admin-api', verify, now);
    const status = (row: RegistryRow) => health.status(row, now());

    admin.get(
      '/admin/registry',
      { schema: { response: { 200: Type.Array(RegistryStatusSchema), ...ERROR_RESPONSES } } },
      async () => (await run({ op: 'list' })).map(status),
    );
    admin.get(
      '/admin/registry/audit',
      { schema: { querystring: AuditQuery, response: { 200: RegistryAuditSchema, ...ERROR_RESPONSES } } },
      (req) => run({ op: 'audit', limit: req.query.limit }),
    );
    admin.put(
      '/admin/registry/:name',
      { schema: { params: NameParams, body: SetBody, response: rowAnswer } },
      (req) => run({ op: 'set', name: req.params.name, ...req.body }),
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
      (req) => run({ op: 'history', name: req.params.name, limit: req.query.limit }),
    );
    admin.post(
      '/admin/registry/:name/rollback',
      {
        schema: { params: NameParams, body: RollbackBody, response: rowAnswer },
        // A bare POST (the CLI's plain `rollback`, older scripts) has no body at all: read it as `{}`.
        preValidation: noBodyIsEmpty,
      },
      (req) => run({ op: 'rollback', name: req.params.name, ...req.body }),
    );
    for (const op of ['enable', 'disable'] as const) {
      admin.post(
        `/admin/registry/:name/${op}`,
        { schema: { params: NameParams, response: rowAnswer } },
        (req) => run({ op, name: req.params.name }),
      );
    }
    admin.put(
      '/admin/registry/:name/schedule',
      { schema: { params: NameParams, body: ScheduleBody, response: rowAnswer } },
      (req) => run({ op: 'schedule', name: req.params.name, ...req.body }),
    );
    admin.delete(
      '/admin/registry/:name/schedule',
      { schema: { params: NameParams, response: rowAnswer } },
      (req) => run({ op: 'unschedule', name: req.params.name }),
    );
    admin.put(
      '/admin/registry/:name/rollout',
      { schema: { params: NameParams, body: RolloutBody, response: statusAnswer } },
      async (req) => status(await run({ op: 'rollout', name: req.params.name, ...req.body })),
    );
    for (const op of ['promote', 'abort'] as const) {
      admin.post(
        `/admin/registry/:name/rollout/${op}`,
        {
          schema: { params: NameParams, body: ReasonBody, response: statusAnswer },
          preValidation: noBodyIsEmpty,
        },
        async (req) => status(await run({ op, name: req.params.name, ...req.body })),
      );
    }
  });
};

import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppInstance } from '@sl/server-kit';
import { requireReleaseToken } from './admin-auth';
import { runRegistryCommand, type RegistryCommand } from './commands';
import type { RegistryRepository } from './repository';

const Name = Type.Object({ name: Type.String({ maxLength: 40 }) });
const SetBody = Type.Object(
  {
    entry: Type.String({ minLength: 1, maxLength: 2048 }),
    version: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
const ScheduleBody = Type.Object(
  {
    entry: Type.String({ minLength: 1, maxLength: 2048 }),
    from: Type.String({ minLength: 1, maxLength: 40 }),
    to: Type.String({ minLength: 1, maxLength: 40 }),
    version: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

/** The release managers' HTTP API: every route needs the release token; every change is audited. */
export async function registryAdminRoutes(app: AppInstance, repo: RegistryRepository, releaseToken: string) {
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    admin.addHook('onRequest', requireReleaseToken(releaseToken));
    const run = (command: RegistryCommand) => runRegistryCommand(repo, command, 'admin-api');

    admin.get('/admin/registry', () => run({ op: 'list' }));
    admin.get('/admin/registry/audit', { schema: { querystring: AuditQuery } }, (req) =>
      run({ op: 'audit', limit: req.query.limit }),
    );
    admin.put('/admin/registry/:name', { schema: { params: Name, body: SetBody } }, (req) =>
      run({ op: 'set', name: req.params.name, entry: req.body.entry, version: req.body.version }),
    );
    for (const op of ['enable', 'disable', 'rollback'] as const) {
      admin.post(`/admin/registry/:name/${op}`, { schema: { params: Name } }, (req) =>
        run({ op, name: req.params.name }),
      );
    }
    admin.put('/admin/registry/:name/schedule', { schema: { params: Name, body: ScheduleBody } }, (req) =>
      run({ op: 'schedule', name: req.params.name, ...req.body }),
    );
    admin.delete('/admin/registry/:name/schedule', { schema: { params: Name } }, (req) =>
      run({ op: 'unschedule', name: req.params.name }),
    );
  });
}

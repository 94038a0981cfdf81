import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppInstance } from '@sl/server-kit';
import { requireReleaseToken } from '../registry/admin-auth';
import type { FeatureFlagsRepository } from './repository';

const Name = Type.Object({ name: Type.String({ maxLength: 64 }) });
const SetBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

/** Browsers cache the configuration for 30 minutes themselves; a short shared cache spares the database. */
const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * The feature configuration: read by every page (public, no secrets in it), changed only by release managers
 * with the release token, every change audited and effective on the next load of the configuration.
 */
export async function featureRoutes(app: AppInstance, repo: FeatureFlagsRepository, releaseToken: string) {
  app.get('/api/site/feature-config', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
    return { flags: await repo.flags() };
  });

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    admin.addHook('onRequest', requireReleaseToken(releaseToken));
    admin.get('/admin/features', async () => ({ flags: await repo.flags() }));
    admin.get('/admin/features/audit', { schema: { querystring: AuditQuery } }, (req) =>
      repo.auditLog(req.query.limit ?? 50),
    );
    admin.put('/admin/features/:name', { schema: { params: Name, body: SetBody } }, async (req) => ({
      flags: await repo.set(req.params.name, req.body.enabled, 'admin-api'),
    }));
  });
}

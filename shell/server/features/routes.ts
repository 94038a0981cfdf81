import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ERROR_RESPONSES, type AccessTokenVerifier } from '@sl/server-kit';
import { releaseManagerOf, requireReleaseManager } from '../registry/admin-auth';
import type { FeatureFlagsRepository } from './repository';
import { AuditQuery, FlagAuditSchema, FlagsSchema, NameParams, SetBody } from './schemas';

/** Browsers cache the configuration for 30 minutes themselves; a short shared cache spares the database. */
const PUBLIC_MAX_AGE_SECONDS = 60;

export interface FeatureRoutesOptions {
  repo: FeatureFlagsRepository;
  /** Checks a person's access token with the identity provider (userinfo), roles and all. */
  verifyMember: AccessTokenVerifier;
}

const flagsAnswer = { 200: FlagsSchema, ...ERROR_RESPONSES };

/**
 * The feature configuration: read by every page (public, no secrets in it), changed only by release managers
 * signed in with the release-manager role, every change audited under their name and effective on the next load of the configuration.
 */
export const featureRoutes: FastifyPluginAsyncTypebox<FeatureRoutesOptions> = async (
  app,
  { repo, verifyMember },
) => {
  app.get('/api/site/feature-config', { schema: { response: flagsAnswer } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
    return { flags: await repo.flags() };
  });

  // The admin routes get a scope of their own, so the release-manager guard covers them and not the public read.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    requireReleaseManager(admin, verifyMember);
    admin.get('/admin/features', { schema: { response: flagsAnswer } }, async () => ({
      flags: await repo.flags(),
    }));
    admin.get(
      '/admin/features/audit',
      { schema: { querystring: AuditQuery, response: { 200: FlagAuditSchema, ...ERROR_RESPONSES } } },
      (req) => repo.auditLog(req.query.limit ?? 50),
    );
    admin.put(
      '/admin/features/:name',
      { schema: { params: NameParams, body: SetBody, response: flagsAnswer } },
      async (req) => ({
        flags: await repo.set(
          req.params.name,
          req.body.enabled,
          releaseManagerOf(req),
          req.body.reason.trim(),
        ),
      }),
    );
  });
};

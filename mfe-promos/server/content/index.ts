import { internalUrl, publicOrigin, type AppInstance, type Db, type JobLease } from '@sl/server-kit';
import { editorRoutes } from './editor-routes';
import { startFeedWriter, type FeedSources } from './feeds/writer';
import { userinfoVerifier, type AccessTokenVerifier } from '@sl/server-kit';
import { editorsFrom } from './member';
import { ContentRepository } from './repository';
import { contentRoutes } from './routes';

export interface ContentOptions {
  db: Db;
  now?: () => Date;
  /** How editors' access tokens are checked; default: the identity provider's userinfo (ACCOUNT_INTERNAL_URL). */
  verifyAccessToken?: AccessTokenVerifier;
  /** Editors' emails; default CONTENT_EDITORS, else editor@example.com. */
  editors?: string[];
  /** The site's public origin for absolute links in the RSS feed; default SHELL_ORIGIN. */
  siteOrigin?: string;
  /** The feeds the writer reads for seeded articles; none: no feed writing (tests). */
  feeds?: FeedSources;
  /** Whether this replica is the one to write (server-kit's job leases); every replica writes if absent. */
  jobLease?: JobLease;
}

/** The content store: readers' API, editors' API and, when given feeds, the writer that seeds articles from them. */
export async function registerContent(app: AppInstance, options: ContentOptions) {
  const now = options.now ?? (() => new Date());
  const repo = new ContentRepository(options.db);
  await app.register(contentRoutes, { repo, now, siteOrigin: options.siteOrigin ?? publicOrigin('shell') });
  await app.register(editorRoutes, {
    repo,
    now,
    verifyAccessToken: options.verifyAccessToken ?? userinfoVerifier(internalUrl('account')),
    editors: options.editors ?? editorsFrom(process.env.CONTENT_EDITORS),
  });
  if (options.feeds) {
    const writer = startFeedWriter(repo, options.feeds, now, app.log, options.jobLease);
    app.addHook('onClose', async () => writer.stop());
  }
  return repo;
}

/** The feeds as `npm start` runs them: racing and football services at their internal URLs. */
export function feedSourcesFromEnv(
  env: Record<string, string | undefined> = process.env,
): FeedSources | undefined {
  if (env.CONTENT_FEED_WRITER === 'false') return undefined;
  const minutes = Number(env.CONTENT_FEED_INTERVAL_MINUTES ?? 10);
  return {
    racing: internalUrl('racing', env),
    football: internalUrl('football', env),
    intervalMs: (Number.isFinite(minutes) && minutes > 0 ? minutes : 10) * 60_000,
  };
}

import {
  DEFAULT_PAGE_SIZE,
  isArticleVisible,
  isContentCategory,
  isContentSport,
  isTag,
  newsPageFor,
  sectionHasArticle,
} from '@sl/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ERROR_RESPONSES, notFound, PageStatusQuery, PageStatusSchema } from '@sl/server-kit';
import type { ContentRepository } from './repository';
import { rssDocument } from './rss';
import { ArticleAnswerSchema, ArticleListSchema, ListQuery, SlugParams } from './schemas';

/** "racing,greyhounds" as a checked list; undefined when absent. */
function listParam(
  value: string | undefined,
  name: string,
  valid: (v: string) => boolean,
  choices: string,
): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  const list = value.split(',').map((v) => v.trim());
  const bad = list.filter((v) => !valid(v));
  if (bad.length > 0)
    throw badRequest(`${name} "${bad.join(', ')}" is not one of ${choices}`, `BAD_${name.toUpperCase()}`);
  return list;
}

const RSS_SIZE = 30;

/**
 * The readers' content API: published articles by sport, category and tag, one article by slug, page status for
 * the news sections, and the RSS feed. Drafts, unpublished and not-yet-due scheduled articles are never answered.
 */
export interface ContentRoutesOptions {
  repo: ContentRepository;
  now: () => Date;
  siteOrigin: string;
}

export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, options) => {
  const { repo } = options;
  app.get(
    '/api/content/v1/articles',
    { schema: { querystring: ListQuery, response: { 200: ArticleListSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const q = request.query;
      const sports = listParam(
        q.sport,
        'sport',
        isContentSport,
        'racing, greyhounds, football or an other sport',
      );
      const categories = listParam(
        q.category,
        'category',
        isContentCategory,
        'news, features, previews, reports',
      );
      if (q.tag !== undefined && !isTag(q.tag))
        throw badRequest(`tag "${q.tag}" must be lower-case letters, digits and hyphens`, 'BAD_TAG');
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
      const { articles, total } = await repo.listVisible(
        { sports, categories, tag: q.tag },
        page,
        pageSize,
        options.now(),
      );
      return reply.header('Cache-Control', 'public, max-age=60').send({
        articles,
        page,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      });
    },
  );

  app.get(
    '/api/content/v1/articles/:slug',
    { schema: { params: SlugParams, response: { 200: ArticleAnswerSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const article = await repo.bySlug(request.params.slug);
      if (!article || !isArticleVisible(article, options.now()))
        throw notFound(`No article at ${request.params.slug}`, 'ARTICLE_NOT_FOUND');
      return reply.header('Cache-Control', 'public, max-age=60').send({ article });
    },
  );

  // The shell asks whether a news address is a page, so an unknown article or tag answers HTTP 404.
  app.get(
    '/api/content/v1/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      const page = newsPageFor(path);
      let found = page !== null;
      if (page?.kind === 'article') {
        const article = await repo.bySlug(page.slug);
        found =
          article !== null &&
          isArticleVisible(article, options.now()) &&
          sectionHasArticle(page.section, article);
      } else if (page?.kind === 'tag') {
        const { total } = await repo.listVisible(
          { sports: page.section.sports, categories: page.section.categories, tag: page.tag },
          1,
          1,
          options.now(),
        );
        found = total > 0;
      }
      return reply.header('Cache-Control', 'public, max-age=60').send({ path, found });
    },
  );

  app.get('/api/content/v1/rss', async (_request, reply) => {
    const now = options.now();
    const { articles } = await repo.listVisible({}, 1, RSS_SIZE, now);
    const xml = rssDocument(
      {
        origin: options.siteOrigin,
        title: 'Sporting Life: latest news',
        description: 'Racing, football and sport news, previews, reports and features from Sporting Life.',
        selfPath: '/feed',
      },
      articles,
      now,
    );
    return reply
      .header('Content-Type', 'application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });
};

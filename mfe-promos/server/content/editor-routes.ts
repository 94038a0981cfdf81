import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  articleProblems,
  articleSlug,
  effectiveStatus,
  type Article,
  type ArticleInput,
  type Block,
  type ContentAuditEntry,
} from '@sl/contracts';
import {
  badRequest,
  conflict,
  ERROR_RESPONSES,
  forbidden,
  notFound,
  requireMember,
  unauthorized,
  type AccessTokenVerifier,
  type VerifiedMember,
} from '@sl/server-kit';
import type { ContentRepository } from './repository';
import {
  ArticleAnswerSchema,
  ArticleBody,
  AuditTrailSchema,
  EditorListSchema,
  IdParams,
  ScheduleBody,
  type ArticleBodyInput,
  type BlockBody,
} from './schemas';

export interface EditorOptions {
  repo: ContentRepository;
  verifyAccessToken: AccessTokenVerifier;
  /** Lower-case emails of the members allowed to edit. */
  editors: string[];
  now: () => Date;
}

/** A block as the schema lets it in, filled out to its type's full shape for the content rules to judge. */
function blockOf(b: BlockBody): Block {
  switch (b.type) {
    case 'heading':
    case 'paragraph':
      return { type: b.type, text: b.text ?? '' };
    case 'quote':
      return { type: 'quote', text: b.text ?? '', cite: b.cite ?? '' };
    case 'list':
      return { type: 'list', ordered: b.ordered ?? false, items: b.items ?? [] };
    case 'race-card':
      return { type: 'race-card', raceId: b.raceId ?? 0 };
    case 'match-card':
      return { type: 'match-card', matchId: b.matchId ?? 0 };
    case 'image':
      return { type: 'image', src: b.src ?? '', alt: b.alt ?? '', caption: b.caption ?? '' };
  }
}

function inputOf(body: ArticleBodyInput): ArticleInput {
  return {
    title: body.title,
    standfirst: body.standfirst,
    body: body.body.map(blockOf),
    sport: body.sport,
    categories: body.categories,
    tags: body.tags,
    hero: body.hero ?? null,
    slug: body.slug,
  };
}

function checked(body: ArticleBodyInput): ArticleInput {
  const input = inputOf(body);
  const problems = articleProblems(input);
  if (problems.length > 0) throw badRequest(problems.join('; '), 'INVALID_ARTICLE');
  return input;
}

/**
 * The editors' API under /api/content/v1/editor: every call needs a member's access token (verified with the
 * identity provider) whose email is in CONTENT_EDITORS; 401 without one, 403 for other members. Every change is
 * written with an audit row (who, what, when) in the same transaction.
 */
export const editorRoutes: FastifyPluginAsyncTypebox<EditorOptions> = async (app, options) => {
  const { repo } = options;
  const editorOf = async (request: FastifyRequest): Promise<VerifiedMember> => {
    const member = await requireMember(
      request,
      options.verifyAccessToken,
      'Sign in as an editor: send Authorization: Bearer <access token>',
    );
    if (!options.editors.includes(member.email.toLowerCase()))
      throw forbidden('Only editors may read or change articles here', 'NOT_AN_EDITOR');
    return member;
  };

  // Sign-in is checked before the body is validated: a stranger learns nothing about the article rules.
  const editors = new WeakMap<FastifyRequest, VerifiedMember>();
  const preValidation = async (request: FastifyRequest) => {
    editors.set(request, await editorOf(request));
  };
  const editorFrom = (request: FastifyRequest): VerifiedMember => {
    const editor = editors.get(request);
    if (!editor) throw unauthorized();
    return editor;
  };

  const existing = async (id: string): Promise<Article> => {
    const article = await repo.byId(id);
    if (!article) throw notFound(`No article with id ${id}`, 'ARTICLE_NOT_FOUND');
    return article;
  };

  const freeSlug = async (slug: string, exceptId?: string) => {
    if (await repo.slugTaken(slug, exceptId))
      throw conflict(
        `The address "${slug}" is already used by another article; choose another slug`,
        'SLUG_TAKEN',
      );
  };

  const write = async (
    editor: VerifiedMember,
    action: ContentAuditEntry['action'],
    change: (tx: Parameters<Parameters<ContentRepository['transaction']>[0]>[0]) => Promise<Article | null>,
  ) => {
    const now = options.now();
    const article = await repo.transaction(async (tx) => {
      const written = await change(tx);
      if (!written) throw notFound('The article is gone', 'ARTICLE_NOT_FOUND');
      await repo.audit({ actor: editor.email, action, articleId: written.id, slug: written.slug }, now, tx);
      return written;
    });
    return { article: { ...article, status: effectiveStatus(article, now) } };
  };

  const noStore = { 'Cache-Control': 'private, no-store' };
  const articleAnswer = { 200: ArticleAnswerSchema, ...ERROR_RESPONSES };

  app.get(
    '/api/content/v1/editor/articles',
    { preValidation, schema: { response: { 200: EditorListSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      editorFrom(request);
      const now = options.now();
      const articles = (await repo.listAll()).map((a) => ({ ...a, status: effectiveStatus(a, now) }));
      return reply.headers(noStore).send({ articles });
    },
  );

  app.get(
    '/api/content/v1/editor/articles/:id',
    { preValidation, schema: { params: IdParams, response: articleAnswer } },
    async (request, reply) => {
      editorFrom(request);
      const article = await existing(request.params.id);
      return reply
        .headers(noStore)
        .send({ article: { ...article, status: effectiveStatus(article, options.now()) } });
    },
  );

  app.get(
    '/api/content/v1/editor/audit',
    { preValidation, schema: { response: { 200: AuditTrailSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      editorFrom(request);
      return reply.headers(noStore).send({ entries: await repo.auditTrail() });
    },
  );

  app.post(
    '/api/content/v1/editor/articles',
    {
      preValidation,
      schema: { body: ArticleBody, response: { 201: ArticleAnswerSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const editor = editorFrom(request);
      const input = checked(request.body);
      const slug = input.slug ?? articleSlug(input.title);
      await freeSlug(slug);
      const now = options.now();
      const publish = request.body.publish === true;
      const answer = await write(editor, publish ? 'publish' : 'create', (tx) =>
        repo.insert(
          {
            ...input,
            slug,
            hero: input.hero ?? null,
            author: { id: editor.sub, name: editor.name },
            status: publish ? 'published' : 'draft',
            publishedAt: publish ? now.toISOString() : null,
          },
          now,
          { source: 'editor' },
          tx,
        ),
      );
      return reply.status(201).headers(noStore).send(answer);
    },
  );

  app.put(
    '/api/content/v1/editor/articles/:id',
    { preValidation, schema: { params: IdParams, body: ArticleBody, response: articleAnswer } },
    async (request, reply) => {
      const editor = editorFrom(request);
      const before = await existing(request.params.id);
      const input = checked(request.body);
      const slug = input.slug ?? before.slug;
      await freeSlug(slug, before.id);
      const answer = await write(editor, 'update', (tx) =>
        repo.update(
          before.id,
          {
            ...input,
            slug,
            hero: input.hero ?? null,
            status: before.status,
            publishedAt: before.publishedAt,
          },
          options.now(),
          tx,
        ),
      );
      return reply.headers(noStore).send(answer);
    },
  );

  app.post(
    '/api/content/v1/editor/articles/:id/schedule',
    { preValidation, schema: { params: IdParams, body: ScheduleBody, response: articleAnswer } },
    async (request, reply) => {
      const editor = editorFrom(request);
      const before = await existing(request.params.id);
      const at = new Date(request.body.publishAt);
      if (Number.isNaN(at.getTime()))
        throw badRequest('publishAt must be an ISO date and time', 'BAD_PUBLISH_AT');
      if (at.getTime() <= options.now().getTime())
        throw badRequest('publishAt is not in the future: publish the article now instead', 'BAD_PUBLISH_AT');
      const answer = await write(editor, 'schedule', (tx) =>
        repo.update(
          before.id,
          { ...before, status: 'scheduled', publishedAt: at.toISOString() },
          options.now(),
          tx,
        ),
      );
      return reply.headers(noStore).send(answer);
    },
  );

  app.post(
    '/api/content/v1/editor/articles/:id/publish',
    { preValidation, schema: { params: IdParams, response: articleAnswer } },
    async (request, reply) => {
      const editor = editorFrom(request);
      const before = await existing(request.params.id);
      const now = options.now();
      const publishedAt =
        before.status === 'published' && before.publishedAt ? before.publishedAt : now.toISOString();
      const answer = await write(editor, 'publish', (tx) =>
        repo.update(before.id, { ...before, status: 'published', publishedAt }, now, tx),
      );
      return reply.headers(noStore).send(answer);
    },
  );

  app.post(
    '/api/content/v1/editor/articles/:id/unpublish',
    { preValidation, schema: { params: IdParams, response: articleAnswer } },
    async (request, reply) => {
      const editor = editorFrom(request);
      const before = await existing(request.params.id);
      const answer = await write(editor, 'unpublish', (tx) =>
        repo.update(before.id, { ...before, status: 'unpublished' }, options.now(), tx),
      );
      return reply.headers(noStore).send(answer);
    },
  );
};

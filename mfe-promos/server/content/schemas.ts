import { Type, type Static } from 'typebox';
import {
  ARTICLE_LIMITS,
  ARTICLE_STATUSES,
  BLOCK_TYPES,
  CONTENT_CATEGORIES,
  CONTENT_SPORTS,
  MAX_PAGE_SIZE,
  type ArticleListResponse,
  type ArticleResponse,
  type ArticleSummary,
  type ContentAuditEntry,
} from '@sl/contracts';
import { oneOf, type Same } from '@sl/server-kit';

const text = (max: number) => Type.String({ maxLength: max });
const Sport = oneOf(CONTENT_SPORTS);
const Category = oneOf(CONTENT_CATEGORIES);

/**
 * The shape of an editor's article (the content rules, with their editor-readable messages, are
 * articleProblems in @sl/contracts). Blocks are one object type with the fields each kind may use, so a bad
 * block is reported by name ("body[2] (list) must have 1 to 30 items") rather than as a failed union.
 */
const BlockSchema = Type.Object(
  {
    type: oneOf(BLOCK_TYPES),
    text: Type.Optional(text(ARTICLE_LIMITS.text)),
    ordered: Type.Optional(Type.Boolean()),
    items: Type.Optional(Type.Array(text(ARTICLE_LIMITS.listItem), { maxItems: ARTICLE_LIMITS.listItems })),
    cite: Type.Optional(text(ARTICLE_LIMITS.heading)),
    raceId: Type.Optional(Type.Integer({ minimum: 1 })),
    matchId: Type.Optional(Type.Integer({ minimum: 1 })),
    src: Type.Optional(text(ARTICLE_LIMITS.src)),
    alt: Type.Optional(text(ARTICLE_LIMITS.alt)),
    caption: Type.Optional(text(ARTICLE_LIMITS.caption)),
  },
  { additionalProperties: false },
);
export type BlockBody = Type.Static<typeof BlockSchema>;

export const ArticleBody = Type.Object(
  {
    title: text(ARTICLE_LIMITS.title.max),
    standfirst: text(ARTICLE_LIMITS.standfirst.max),
    body: Type.Array(BlockSchema, { maxItems: ARTICLE_LIMITS.blocks.max }),
    sport: Sport,
    categories: Type.Array(Category, {
      minItems: 1,
      maxItems: ARTICLE_LIMITS.categories,
    }),
    tags: Type.Array(text(ARTICLE_LIMITS.tag), { maxItems: ARTICLE_LIMITS.tags }),
    hero: Type.Optional(
      Type.Union([
        Type.Null(),
        Type.Object(
          { src: text(ARTICLE_LIMITS.src), alt: text(ARTICLE_LIMITS.alt) },
          { additionalProperties: false },
        ),
      ]),
    ),
    slug: Type.Optional(text(ARTICLE_LIMITS.slug)),
    /** On create: publish at once rather than save a draft. */
    publish: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ArticleBodyInput = Type.Static<typeof ArticleBody>;

export const ScheduleBody = Type.Object(
  { publishAt: Type.String({ format: 'date-time', maxLength: 40 }) },
  { additionalProperties: false },
);

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: ARTICLE_LIMITS.slug }),
});

export const ListQuery = Type.Object({
  sport: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 200 })),
  tag: Type.Optional(Type.String({ maxLength: ARTICLE_LIMITS.tag })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
});

const Block = Type.Union([
  Type.Object({ type: Type.Literal('paragraph'), text: Type.String() }),
  Type.Object({ type: Type.Literal('heading'), text: Type.String() }),
  Type.Object({ type: Type.Literal('list'), ordered: Type.Boolean(), items: Type.Array(Type.String()) }),
  Type.Object({ type: Type.Literal('quote'), text: Type.String(), cite: Type.String() }),
  Type.Object({ type: Type.Literal('race-card'), raceId: Type.Number() }),
  Type.Object({ type: Type.Literal('match-card'), matchId: Type.Number() }),
  Type.Object({
    type: Type.Literal('image'),
    src: Type.String(),
    alt: Type.String(),
    caption: Type.String(),
  }),
]);

const summaryProperties = {
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  standfirst: Type.String(),
  author: Type.Object({ id: Type.String(), name: Type.String() }),
  sport: Sport,
  categories: Type.Array(Category),
  tags: Type.Array(Type.String()),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
  status: oneOf(ARTICLE_STATUSES),
  hero: Type.Union([Type.Object({ src: Type.String(), alt: Type.String() }), Type.Null()]),
};
const ArticleSummarySchema = Type.Object(summaryProperties);
const ArticleSchema = Type.Object({ ...summaryProperties, body: Type.Array(Block) });

/** GET /api/content/v1/articles. */
export const ArticleListSchema = Type.Object({
  articles: Type.Array(ArticleSummarySchema),
  page: Type.Number(),
  pageSize: Type.Number(),
  total: Type.Number(),
  totalPages: Type.Number(),
});

/** One article with its body: the readers' article and every editor's change answer. */
export const ArticleAnswerSchema = Type.Object({ article: ArticleSchema });

/** The editors' list: every article, any status, without bodies. */
export const EditorListSchema = Type.Object({ articles: Type.Array(ArticleSummarySchema) });

export const AuditTrailSchema = Type.Object({
  entries: Type.Array(
    Type.Object({
      id: Type.Number(),
      at: Type.String(),
      actor: Type.String(),
      action: oneOf(['create', 'update', 'schedule', 'publish', 'unpublish']),
      articleId: Type.String(),
      slug: Type.String(),
    }),
  ),
});

const _list: Same<Static<typeof ArticleListSchema>, ArticleListResponse> = true;
const _article: Same<Static<typeof ArticleAnswerSchema>, ArticleResponse> = true;
const _editorList: Same<Static<typeof EditorListSchema>, { articles: ArticleSummary[] }> = true;
const _audit: Same<Static<typeof AuditTrailSchema>, { entries: ContentAuditEntry[] }> = true;

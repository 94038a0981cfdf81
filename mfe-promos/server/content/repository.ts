import { randomUUID } from 'node:crypto';
import type {
  Article,
  ArticleStatus,
  ArticleSummary,
  Block,
  ContentAuditEntry,
  ContentCategory,
  ContentSport,
  HeroImage,
} from '@sl/contracts';
import type { Db, Queryable } from '@sl/server-kit';

interface ArticleRow {
  id: string;
  slug: string;
  title: string;
  standfirst: string;
  body?: Block[] | string;
  author_id: string;
  author_name: string;
  sport: string;
  categories: string[];
  tags: string[];
  status: string;
  published_at: Date | string | null;
  updated_at: Date | string;
  hero: HeroImage | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function summaryOf(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    standfirst: row.standfirst,
    author: { id: row.author_id, name: row.author_name },
    sport: row.sport as ContentSport,
    categories: row.categories as ContentCategory[],
    tags: row.tags,
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    updatedAt: iso(row.updated_at),
    status: row.status as ArticleStatus,
    hero: row.hero === null ? null : json<HeroImage>(row.hero),
  };
}

function articleOf(row: ArticleRow): Article {
  return { ...summaryOf(row), body: json<Block[]>(row.body ?? []) };
}

const SUMMARY_COLUMNS =
  'id, slug, title, standfirst, author_id, author_name, sport, categories, tags, status, published_at, updated_at, hero';

export interface ArticleFilter {
  sports?: readonly string[];
  categories?: readonly string[];
  tag?: string;
}

/** What is written: an article without its id and update time, which the store sets. */
export type NewArticle = Omit<Article, 'id' | 'updatedAt'>;

/** Where articles and the editors' audit trail live (promos database, tables articles and content_audit). */
export class ContentRepository {
  constructor(private readonly db: Db) {}

  /** Published (or scheduled and due) articles, newest first, one page of them and the total. */
  async listVisible(filter: ArticleFilter, page: number, pageSize: number, now: Date) {
    const rows = await this.db.query<ArticleRow & { total: number | string }>(
      `SELECT ${SUMMARY_COLUMNS}, count(*) OVER () AS total FROM articles
        WHERE status IN ('published', 'scheduled') AND published_at <= $1
          AND ($2::text[] IS NULL OR sport = ANY($2::text[]))
          AND ($3::text[] IS NULL OR categories && $3::text[])
          AND ($4::text IS NULL OR $4::text = ANY(tags))
        ORDER BY published_at DESC, slug
        LIMIT $5 OFFSET $6`,
      [
        now.toISOString(),
        filter.sports ?? null,
        filter.categories ?? null,
        filter.tag ?? null,
        pageSize,
        (page - 1) * pageSize,
      ],
    );
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (rows.length === 0 && page > 1) {
      // Past the last page: the total still tells the reader how many there are.
      const [count] = await this.db.query<{ total: number | string }>(
        `SELECT count(*) AS total FROM articles
          WHERE status IN ('published', 'scheduled') AND published_at <= $1
            AND ($2::text[] IS NULL OR sport = ANY($2::text[]))
            AND ($3::text[] IS NULL OR categories && $3::text[])
            AND ($4::text IS NULL OR $4::text = ANY(tags))`,
        [now.toISOString(), filter.sports ?? null, filter.categories ?? null, filter.tag ?? null],
      );
      total = Number(count?.total ?? 0);
    }
    return { articles: rows.map(summaryOf), total };
  }

  async bySlug(slug: string): Promise<Article | null> {
    const [row] = await this.db.query<ArticleRow>(`SELECT * FROM articles WHERE slug = $1`, [slug]);
    return row ? articleOf(row) : null;
  }

  async byId(id: string): Promise<Article | null> {
    const [row] = await this.db.query<ArticleRow>(`SELECT * FROM articles WHERE id = $1`, [id]);
    return row ? articleOf(row) : null;
  }

  /** Every article whatever its status, most recently changed first (the editor's list). */
  async listAll(limit = 200): Promise<ArticleSummary[]> {
    const rows = await this.db.query<ArticleRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM articles ORDER BY updated_at DESC, slug LIMIT $1`,
      [limit],
    );
    return rows.map(summaryOf);
  }

  async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM articles WHERE slug = $1 AND id <> $2`, [
      slug,
      exceptId ?? '',
    ]);
    return rows.length > 0;
  }

  /**
   * Writes a new article; with `ifAbsent` an article with the same slug is left as it is (the feed writer runs
   * again and again). Answers the article written, or null when it was already there.
   */
  async insert(
    article: NewArticle,
    now: Date,
    options: { source: 'editor' | 'feed'; ifAbsent?: boolean },
    tx: Queryable = this.db,
  ) {
    const id = randomUUID();
    const rows = await tx.query<ArticleRow>(
      `INSERT INTO articles (id, slug, title, standfirst, body, author_id, author_name, sport, categories, tags,
                             status, published_at, updated_at, hero, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ${options.ifAbsent ? 'ON CONFLICT (slug) DO NOTHING' : ''}
       RETURNING *`,
      [
        id,
        article.slug,
        article.title,
        article.standfirst,
        JSON.stringify(article.body),
        article.author.id,
        article.author.name,
        article.sport,
        article.categories,
        article.tags,
        article.status,
        article.publishedAt,
        now.toISOString(),
        article.hero ? JSON.stringify(article.hero) : null,
        options.source,
      ],
    );
    return rows[0] ? articleOf(rows[0]) : null;
  }

  async update(id: string, article: Omit<NewArticle, 'author'>, now: Date, tx: Queryable = this.db) {
    const [row] = await tx.query<ArticleRow>(
      `UPDATE articles SET slug = $2, title = $3, standfirst = $4, body = $5, sport = $6, categories = $7,
              tags = $8, status = $9, published_at = $10, hero = $11, updated_at = $12
        WHERE id = $1 RETURNING *`,
      [
        id,
        article.slug,
        article.title,
        article.standfirst,
        JSON.stringify(article.body),
        article.sport,
        article.categories,
        article.tags,
        article.status,
        article.publishedAt,
        article.hero ? JSON.stringify(article.hero) : null,
        now.toISOString(),
      ],
    );
    return row ? articleOf(row) : null;
  }

  async audit(
    entry: Omit<ContentAuditEntry, 'id' | 'at'> & { detail?: unknown },
    now: Date,
    tx: Queryable = this.db,
  ) {
    await tx.query(
      `INSERT INTO content_audit (at, actor, action, article_id, slug, detail) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        now.toISOString(),
        entry.actor,
        entry.action,
        entry.articleId,
        entry.slug,
        entry.detail === undefined ? null : JSON.stringify(entry.detail),
      ],
    );
  }

  async auditTrail(limit = 50): Promise<ContentAuditEntry[]> {
    const rows = await this.db.query<{
      id: number;
      at: Date | string;
      actor: string;
      action: ContentAuditEntry['action'];
      article_id: string;
      slug: string;
    }>(`SELECT id, at, actor, action, article_id, slug FROM content_audit ORDER BY id DESC LIMIT $1`, [
      limit,
    ]);
    return rows.map((r) => ({
      id: r.id,
      at: iso(r.at),
      actor: r.actor,
      action: r.action,
      articleId: r.article_id,
      slug: r.slug,
    }));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>) {
    return this.db.transaction(fn);
  }
}

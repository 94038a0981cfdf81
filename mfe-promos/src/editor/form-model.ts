import {
  articleSlug,
  parseTags,
  type Article,
  type ArticleInput,
  type Block,
  type BlockType,
  type ContentCategory,
  type ContentSport,
} from '@sl/contracts';

/** One block as the form holds it: every field a string, so inputs stay controlled. */
export interface BlockFields {
  key: number;
  type: BlockType;
  text: string;
  cite: string;
  items: string;
  ordered: boolean;
  id: string;
  src: string;
  alt: string;
  caption: string;
}

export interface ArticleForm {
  title: string;
  standfirst: string;
  sport: ContentSport;
  category: ContentCategory;
  tags: string;
  slug: string;
  heroSrc: string;
  heroAlt: string;
  blocks: BlockFields[];
}

let nextKey = 1;

export function emptyBlock(type: BlockType = 'paragraph'): BlockFields {
  return {
    key: nextKey++,
    type,
    text: '',
    cite: '',
    items: '',
    ordered: false,
    id: '',
    src: '',
    alt: '',
    caption: '',
  };
}

export function emptyForm(): ArticleForm {
  return {
    title: '',
    standfirst: '',
    sport: 'racing',
    category: 'news',
    tags: '',
    slug: '',
    heroSrc: '',
    heroAlt: '',
    blocks: [emptyBlock()],
  };
}

function fieldsOf(block: Block): BlockFields {
  const base = emptyBlock(block.type);
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return { ...base, text: block.text };
    case 'quote':
      return { ...base, text: block.text, cite: block.cite };
    case 'list':
      return { ...base, items: block.items.join('\n'), ordered: block.ordered };
    case 'race-card':
      return { ...base, id: String(block.raceId) };
    case 'match-card':
      return { ...base, id: String(block.matchId) };
    case 'image':
      return { ...base, src: block.src, alt: block.alt, caption: block.caption };
  }
}

/** An article as the form edits it. */
export function formOf(article: Article): ArticleForm {
  return {
    title: article.title,
    standfirst: article.standfirst,
    sport: article.sport,
    category: article.categories[0] ?? 'news',
    tags: article.tags.join(', '),
    slug: article.slug,
    heroSrc: article.hero?.src ?? '',
    heroAlt: article.hero?.alt ?? '',
    blocks: article.body.length > 0 ? article.body.map(fieldsOf) : [emptyBlock()],
  };
}

const idOf = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : 0);

function blockOf(fields: BlockFields): Block {
  switch (fields.type) {
    case 'paragraph':
    case 'heading':
      return { type: fields.type, text: fields.text };
    case 'quote':
      return { type: 'quote', text: fields.text, cite: fields.cite.trim() };
    case 'list':
      return {
        type: 'list',
        ordered: fields.ordered,
        items: fields.items
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      };
    case 'race-card':
      return { type: 'race-card', raceId: idOf(fields.id) };
    case 'match-card':
      return { type: 'match-card', matchId: idOf(fields.id) };
    case 'image':
      return { type: 'image', src: fields.src.trim(), alt: fields.alt, caption: fields.caption };
  }
}

/** What the editor API is sent: the content rules (articleProblems) judge it the same way on both sides. */
export function inputOf(form: ArticleForm): ArticleInput {
  const slug = form.slug.trim();
  return {
    title: form.title,
    standfirst: form.standfirst,
    body: form.blocks.map(blockOf),
    sport: form.sport,
    categories: [form.category],
    tags: parseTags(form.tags),
    hero: form.heroSrc.trim() ? { src: form.heroSrc.trim(), alt: form.heroAlt } : null,
    ...(slug ? { slug } : {}),
  };
}

/** The address a new article will get, to show the editor before saving. */
export const slugPreview = (form: ArticleForm) => form.slug.trim() || articleSlug(form.title);

/** A local date-time input's value (yyyy-mm-ddThh:mm, the browser's zone) as an ISO instant. */
export function isoFromLocal(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

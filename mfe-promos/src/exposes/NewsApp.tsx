import { useLocation } from '@sl/contracts/routing';
import { NEWS_SECTIONS, newsPageFor } from '@sl/contracts';
import { ArticlePage } from '../news/ArticlePage';
import { FeedPage } from '../news/FeedPage';
import { NewsList } from '../news/NewsList';
import { NotFound } from '../news/NotFound';

/** ?page=n as a page number (1 when absent or not a whole number above 0). */
export function pageFrom(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value > 0 && value <= 10_000 ? value : 1;
}

/**
 * The news sections (/racing/news, /racing/features, /football/news, /{sport}/news): a listing with pages, tag
 * pages (/tag/{tag}) and articles (/{slug}), from the content store; and /feed as a person sees it.
 */
export default function NewsApp() {
  const { pathname, search } = useLocation();
  const page = newsPageFor(pathname);
  return (
    <div data-remote="promos" data-build={__SL_BUILD_LABEL__}>
      {pathname.replace(/\/+$/, '') === '/feed' ? (
        <FeedPage page={pageFrom(search)} />
      ) : page === null ? (
        <NotFound section={NEWS_SECTIONS.find((s) => pathname.startsWith(s.base)) ?? NEWS_SECTIONS[1]!} />
      ) : page.kind === 'article' ? (
        <ArticlePage key={page.slug} section={page.section} slug={page.slug} />
      ) : (
        <NewsList
          section={page.section}
          page={pageFrom(search)}
          tag={page.kind === 'tag' ? page.tag : undefined}
        />
      )}
    </div>
  );
}

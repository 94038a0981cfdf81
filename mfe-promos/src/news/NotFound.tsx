import { Link } from '@sl/contracts/routing';
import type { NewsSection } from '@sl/contracts';

/** An address in a news section with nothing there (the page itself answers HTTP 404). */
export function NotFound({ section }: { section: NewsSection }) {
  return (
    <div data-news-not-found="true">
      <h1>Page not found</h1>
      <p>We could not find that article. It may have been moved or taken down.</p>
      <p>
        <Link to={section.base}>Latest {section.title.toLowerCase()}</Link>
      </p>
    </div>
  );
}

import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import type { OtherSport, SportPage } from '@sl/contracts';
import { useSportNews } from './api';
import { ErrorState, color, fontSize, space, LoadingBlock } from '@sl/ui';

const Headlines = styled.ul`
  margin: 0;
  padding-left: ${space.lg};

  li {
    margin: ${space.xs} 0;
  }
  .standfirst {
    display: block;
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
`;

/** The latest articles on the page's sports from the content store, linking into the page's news section. */
export function SportNews({
  page,
  sports,
  name,
}: {
  page: SportPage;
  sports: readonly OtherSport[];
  name: string;
}) {
  const news = useSportNews(sports, 6);
  const base = `/${page}/news`;
  return (
    <section aria-labelledby="sport-news">
      <h2 id="sport-news">{name} news and previews</h2>
      {news.isPending ? (
        <LoadingBlock label="Loading news…" />
      ) : news.isError ? (
        <ErrorState title={`The ${name.toLowerCase()} news could not be loaded. Please try again shortly.`} />
      ) : news.data.articles.length === 0 ? (
        <p>No {name.toLowerCase()} articles yet.</p>
      ) : (
        <>
          <Headlines>
            {news.data.articles.map((article) => (
              <li key={article.slug}>
                <Link to={`${base}/${article.slug}`}>{article.title}</Link>
                <span className="standfirst">{article.standfirst}</span>
              </li>
            ))}
          </Headlines>
          <p>
            <Link to={base}>More {name.toLowerCase()} news</Link>
          </p>
        </>
      )}
    </section>
  );
}

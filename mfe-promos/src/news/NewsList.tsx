import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { articlePath, newsListPath, type ArticleSummary, type NewsSection } from '@sl/contracts';
import { useArticleList } from './api';
import { publishedText, tagText } from './format';
import { NewsImage } from './NewsImage';
import { NotFound } from './NotFound';
import { StoryBadges } from './SportBadge';
import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  TextLink,
  TileGrid,
  color,
  fontSize,
  lineHeight,
  space,
} from '@sl/ui';

const Story = styled(Card)`
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
    line-height: ${lineHeight.snug};
  }
  h2 a {
    color: ${color.text};
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    color: ${color.link};
    text-decoration: underline;
  }
  p {
    margin: 0;
    line-height: ${lineHeight.normal};
  }
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Meta = styled.div`
  margin-top: auto;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md} ${space.lg};
  align-items: center;
  margin: ${space.xl} 0 ${space.lg};
`;

const Back = styled.p`
  margin: 0 0 ${space.md};
`;

function Item({ article }: { article: ArticleSummary }) {
  return (
    <li data-article-item={article.slug}>
      <Story stack forwardedAs="article" padding="sm">
        <NewsImage sport={article.sport} seed={article.slug} src={article.hero?.src} alt="" />
        <Badges>
          <StoryBadges sport={article.sport} category={article.categories[0]!} />
        </Badges>
        <h2>
          <Link to={articlePath(article)}>{article.title}</Link>
        </h2>
        <p>{article.standfirst}</p>
        <Meta>
          By {article.author.name}
          {article.publishedAt && (
            <>
              {' · '}
              <time dateTime={article.publishedAt}>{publishedText(article.publishedAt)}</time>
            </>
          )}
        </Meta>
      </Story>
    </li>
  );
}

/** Card-shaped placeholders while the stories load. */
function Loading() {
  return (
    <div role="status" aria-label="Loading the latest stories">
      <TileGrid as="div">
        {[0, 1, 2].map((i) => (
          <Card key={i} padding="sm">
            <Skeleton height={space.huge} />
            <Skeleton lines={3} />
          </Card>
        ))}
      </TileGrid>
    </div>
  );
}

/** A section's listing, or one tag's, newest first, ten to a page with previous and next pages. */
export function NewsList({
  section,
  page,
  tag,
  headingLevel = 1,
}: {
  section: NewsSection;
  page: number;
  tag?: string;
  /** 2 when the listing sits under a page's own heading. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { data, isPending, isError, refetch } = useArticleList(section, page, tag);
  const heading = tag ? `${section.title}: ${tagText(tag)}` : section.title;
  if (data && tag && data.total === 0) return <NotFound section={section} />;
  return (
    <div>
      <Heading>{heading}</Heading>
      {tag && (
        <Back>
          <TextLink to={section.base}>All {section.title.toLowerCase()}</TextLink>
        </Back>
      )}
      {isPending ? (
        <Loading />
      ) : isError ? (
        <ErrorState title="The stories could not be loaded." onRetry={() => void refetch()}>
          Please try again shortly.
        </ErrorState>
      ) : data.articles.length === 0 ? (
        <EmptyState
          icon="news"
          title={page > 1 ? 'There are no more stories.' : 'No stories here yet: check back soon.'}
          action={
            page > 1 ? <TextLink to={section.base}>Latest {section.title.toLowerCase()}</TextLink> : undefined
          }
        />
      ) : (
        <TileGrid as="ol" aria-label={heading} data-news-list={section.base}>
          {data.articles.map((article) => (
            <Item key={article.id} article={article} />
          ))}
        </TileGrid>
      )}
      {data && data.totalPages > 1 && (
        <Pager aria-label="Pages">
          {page > 1 && (
            <ButtonLink variant="secondary" to={newsListPath(section, page - 1, tag)} rel="prev">
              Newer stories
            </ButtonLink>
          )}
          <span>
            Page {Math.min(page, data.totalPages)} of {data.totalPages}
          </span>
          {page < data.totalPages && (
            <ButtonLink variant="secondary" to={newsListPath(section, page + 1, tag)} rel="next">
              Older stories
            </ButtonLink>
          )}
        </Pager>
      )}
    </div>
  );
}

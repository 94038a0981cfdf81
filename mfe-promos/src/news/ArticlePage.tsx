import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { newsTagPath, sectionHasArticle, type NewsSection } from '@sl/contracts';
import { useArticle } from './api';
import { Blocks } from './Blocks';
import { publishedText, tagText } from './format';
import { NewsImage } from './NewsImage';
import { NotFound } from './NotFound';
import { StoryBadges } from './SportBadge';
import {
  ErrorState,
  Skeleton,
  TextLink,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  size,
  space,
  square,
} from '@sl/ui';

const Article = styled.article`
  max-width: ${size.prose};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  h1 {
    font-size: ${fontSize.display};
    line-height: ${lineHeight.tight};
    margin: ${space.sm} 0 ${space.md};
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: ${fontSize.xl};
    line-height: ${lineHeight.snug};
    margin: ${space.xl} 0 ${space.sm};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${space.lg};
  }
  ${media.mobile} {
    h1 {
      font-size: ${fontSize.xxl};
    }
  }
`;

const Kicker = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-size: ${fontSize.sm};
`;

const Standfirst = styled.p`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  color: ${color.text};
`;

const Byline = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm} 0;
  border-top: ${borderWidth.hairline} solid ${color.border};
  border-bottom: ${borderWidth.hairline} solid ${color.border};
  color: ${color.muted};
  font-size: ${fontSize.sm};
  strong {
    color: ${color.text};
  }
`;

/** The author's initials in a disc: a byline without a photo file to fetch. */
const Initials = styled.span`
  ${square(size.avatar)}
  border-radius: ${radius.round};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: ${fontWeight.bold};
`;

const Hero = styled(NewsImage)`
  margin: 0 0 ${space.xl};
`;

const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  list-style: none;
  padding: 0;
  margin: ${space.xl} 0 ${space.lg};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${size.targetMin};
    padding: ${space.xs} ${space.md};
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.pill};
    color: ${color.text};
    background: ${color.surface};
    font-size: ${fontSize.sm};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.borderStrong};
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** An article page: headline, standfirst, byline, blocks, tags and the way back to the section. */
export function ArticlePage({ section, slug }: { section: NewsSection; slug: string }) {
  const { data: article, isPending, isError, refetch } = useArticle(slug);
  if (isPending)
    return (
      <div role="status" aria-label="Loading the article">
        <Skeleton height={fontSize.display} />
        <Skeleton lines={6} />
      </div>
    );
  if (isError)
    return (
      <ErrorState title="The article could not be loaded." onRetry={() => void refetch()}>
        Please try again shortly.
      </ErrorState>
    );
  if (!article || !sectionHasArticle(section, article)) return <NotFound section={section} />;
  return (
    <Article data-article={article.slug}>
      <Kicker>
        <TextLink to={section.base}>{section.title}</TextLink>
        <StoryBadges sport={article.sport} category={article.categories[0]!} />
      </Kicker>
      <h1>{article.title}</h1>
      <Standfirst>{article.standfirst}</Standfirst>
      <Byline>
        <Initials aria-hidden="true">{initials(article.author.name)}</Initials>
        <span>
          By <strong>{article.author.name}</strong>
          {article.publishedAt && (
            <>
              {' · '}
              <time dateTime={article.publishedAt}>{publishedText(article.publishedAt)}</time>
            </>
          )}
        </span>
      </Byline>
      <Hero
        src={article.hero?.src}
        alt={article.hero?.alt}
        sport={article.sport}
        seed={article.slug}
        ratio="3 / 1"
      />
      <Blocks blocks={article.body} />
      {article.tags.length > 0 && (
        <nav aria-label="Tags">
          <TagList>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link to={newsTagPath(section, tag)}>{tagText(tag)}</Link>
              </li>
            ))}
          </TagList>
        </nav>
      )}
      <p>
        <TextLink to={section.base}>More {section.title.toLowerCase()}</TextLink>
      </p>
    </Article>
  );
}

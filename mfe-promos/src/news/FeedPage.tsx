import { useSyncExternalStore } from 'react';
import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { CONTENT_CATEGORIES, CONTENT_SPORTS, type NewsSection } from '@sl/contracts';
import { NewsList } from './NewsList';
import { borderWidth, color, font, fontSize, radius, size, space } from '@sl/ui';

/** Every sport and category: the site-wide latest stories, as the RSS feed carries them. */
const ALL_NEWS: NewsSection = {
  base: '/feed',
  title: 'Latest News',
  sports: CONTENT_SPORTS,
  categories: CONTENT_CATEGORIES,
};

const Subscribe = styled.section`
  max-width: ${size.prose};
  margin: 0 0 ${space.xl};
  padding: ${space.md} ${space.lg};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  code {
    word-break: break-all;
    padding: ${space.xxs} ${space.xs};
    border-radius: ${radius.sm};
    background: ${color.surfaceSunken};
    font-family: ${font.mono};
  }
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.lg};
  }
  a {
    color: ${color.link};
  }
`;

/** The page's origin does not change while it is open. */
const unchanging = () => () => undefined;

/**
 * /feed for a person: what the RSS feed is, its address to paste into a feed reader, and the stories it carries.
 * Feed readers asking the same address get the RSS 2.0 document itself (the shell's server decides by Accept).
 */
export function FeedPage({ page }: { page: number }) {
  const address = `${useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  )}/feed`;
  return (
    <>
      <h1>News Feed</h1>
      <Subscribe aria-labelledby="feed-subscribe">
        <h2 id="feed-subscribe">Follow Sporting Life in your feed reader</h2>
        <p>
          Add <code>{address}</code> to any RSS reader for the latest racing, football and sport stories as
          they are published.
        </p>
        <p>
          <Link to="/api/content/v1/rss" reloadDocument>
            Open the RSS 2.0 document
          </Link>
        </p>
      </Subscribe>
      <NewsList section={ALL_NEWS} page={page} headingLevel={2} />
    </>
  );
}

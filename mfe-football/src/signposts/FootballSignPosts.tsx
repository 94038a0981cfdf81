import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { usePromoBanners, useNextMatch } from '../api/queries';
import { NextMatchButton } from '../next-match/NextMatchButton';
import { footballSignPosts, type FootballSignPost } from './signposts';
import { color, fontSize, radius, space } from '@sl/ui';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  display: grid;
  gap: ${space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm} ${space.md};
  }
  li[data-variant='hero'] {
    display: grid;
    gap: ${space.sm};
    padding: ${space.lg};
    border-radius: ${radius.sm};
    background: ${color.brand};
    color: ${color.onBrand};
  }
  li[data-variant='hero'] h2 {
    margin: 0;
    font-size: ${fontSize.xxl};
  }
  li[data-variant='hero'] a {
    color: inherit;
  }
`;

function SignPost({ post }: { post: FootballSignPost }) {
  // The same query as the button's (one request): without a next match the whole sign-post stays away.
  const { data, isError } = useNextMatch(post.teamId, post.competitionId);
  if (isError || !data) return null;
  if (post.hero) {
    // heroBannerEnabled: the competition leads the page as a large panel with its own heading.
    return (
      <li data-testid="football-sign-post" data-promo={post.promo} data-variant="hero">
        <h2>
          <Link to={post.link}>{post.competitionName}</Link>
        </h2>
        <p>{post.teamName}</p>
        <NextMatchButton teamId={post.teamId} competitionId={post.competitionId} />
      </li>
    );
  }
  return (
    <li data-testid="football-sign-post" data-promo={post.promo} data-variant="plain">
      <span>
        <Link to={post.link}>{post.competitionName}</Link>: {post.teamName}
      </span>
      <NextMatchButton teamId={post.teamId} competitionId={post.competitionId} />
    </li>
  );
}

/**
 * The featured football competitions release managers sign-post in the promos configuration: each one's team
 * and its next match. Nothing while loading, on error, or when no football promo is sign-posted.
 */
export function FootballSignPosts() {
  const { data } = usePromoBanners();
  const posts = data ? footballSignPosts(data) : [];
  if (posts.length === 0) return null;
  return (
    <nav aria-label="Featured competitions">
      <List>
        {posts.map((post) => (
          <SignPost key={post.promo} post={post} />
        ))}
      </List>
    </nav>
  );
}

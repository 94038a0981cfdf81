import { Link } from 'react-router';
import styled from 'styled-components';
import { topBarSignposts } from '@sl/contracts';
import { useSignposting } from '../data/queries';

/** Shown when no campaign, or more than two, is active (spec document 2 §5: "else a default trio"). */
export const DEFAULT_TRIO = [
  { id: 'cheltenham', label: 'Cheltenham', url: '/cheltenham-festival' },
  { id: 'grand-national', label: 'Grand National', url: '/grand-national' },
  { id: 'ascot', label: 'Royal Ascot', url: '/royal-ascot' },
] as const;

const List = styled.ul`
  display: flex;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 28px;
  a {
    display: inline-block;
    padding: 4px 10px;
    border-radius: 14px;
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.primary};
    font-weight: 700;
    font-size: 0.85rem;
    text-decoration: none;
  }
`;

/** Up to two event sign-posting buttons for the top bar, active by flag and dates, by priority. */
export default function TopBarSignposts() {
  const { data } = useSignposting();
  const result = data ? topBarSignposts(data.items, data.navSignPostingEnabled, Date.now()) : null;
  const items =
    !result || result.kind === 'off' ? [] : result.kind === 'events' ? result.items : DEFAULT_TRIO;
  return (
    <nav
      aria-label="Event sign-posting"
      data-remote="promos"
      data-build={__SL_BUILD_LABEL__}
      data-signposts={result?.kind ?? 'loading'}
    >
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.url} data-signpost={item.id}>
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

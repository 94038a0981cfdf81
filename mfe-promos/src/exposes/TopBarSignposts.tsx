import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { topBarSignposts } from '@sl/contracts';
import { useNow } from '@sl/contracts/federation';
import { useSignposting, useSiteSettings } from '../data/queries';
import { useMember } from '../member/useMember';
import { borderWidth, color, fontSize, fontWeight, radius, size, space } from '@sl/ui';

/**
 * Shown when no campaign, or more than two, is active (spec document 2 §5: "else a default trio"). Royal Ascot only
 * while its microsite runs, else Free Bets; Free Bets is a selfExclude item, so excluded members see two.
 */
export function defaultTrio(royalAscotMicrosite: string, hideSelfExclude: boolean) {
  const third =
    royalAscotMicrosite === 'true'
      ? [{ id: 'ascot', label: 'Royal Ascot', url: '/royal-ascot' }]
      : hideSelfExclude
        ? []
        : [{ id: 'free-bets', label: 'Free Bets', url: '/free-bets' }];
  return [
    { id: 'cheltenham', label: 'Cheltenham', url: '/cheltenham-festival' },
    { id: 'grand-national', label: 'Grand National', url: '/grand-national' },
    ...third,
  ];
}

const List = styled.ul`
  display: flex;
  gap: ${space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: ${size.targetMin};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${size.targetMin};
    box-sizing: border-box;
    padding: ${space.xxs} ${space.md};
    border-radius: ${radius.pill};
    background: ${color.accent};
    color: ${color.onAccent};
    font-weight: ${fontWeight.bold};
    font-size: ${fontSize.sm};
    text-decoration: none;
  }
  a:focus-visible {
    outline: ${borderWidth.thick} solid ${color.onBrand};
    outline-offset: ${borderWidth.thick};
  }
`;

/** Up to two event sign-posting buttons for the top bar, active by flag and dates, by priority. */
export default function TopBarSignposts() {
  const { data } = useSignposting();
  const { data: settings } = useSiteSettings();
  const member = useMember();
  // A sign-post's dates are days: the minute is fine enough, and matches the server's render when hydrating.
  const now = useNow(60_000);
  const result = data ? topBarSignposts(data.items, data.navSignPostingEnabled, now) : null;
  const items =
    !result || result.kind === 'off'
      ? []
      : result.kind === 'events'
        ? result.items
        : defaultTrio(settings?.royalAscotMicrosite ?? 'false', member.hideSelfExclude);
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

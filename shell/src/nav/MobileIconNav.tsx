import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { Icon, borderWidth, color, fontSize, fontWeight, media, radius, size, space } from '@sl/ui';

import { navIcon } from './nav-icons';
import { NavLinkItem } from './NavLinkItem';

/** A row of round icons with their labels under them; it scrolls sideways inside itself on the narrowest phones. */
const Strip = styled.nav`
  display: block;
  overflow-x: auto;
  background: ${color.surface};
  border-bottom: ${borderWidth.hairline} solid ${color.border};
  ul {
    display: flex;
    justify-content: space-between;
    gap: ${space.xs};
    list-style: none;
    margin: 0;
    padding: ${space.sm} ${space.sm};
  }
  li {
    flex: 1 0 auto;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space.xs};
    min-width: ${size.target};
    padding: ${space.xs} ${space.xxs};
    border-radius: ${radius.md};
    color: ${color.text};
    text-decoration: none;
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
  }
  a:hover .nav-icon {
    background: ${color.brandAlt};
  }
  .nav-icon {
    display: grid;
    place-items: center;
    width: ${size.target};
    height: ${size.target};
    border-radius: ${radius.round};
    background: ${color.brand};
    color: ${color.onBrand};
  }
  a[aria-current='page'] .nav-icon {
    box-shadow: 0 0 0 ${borderWidth.thick} ${color.accent};
  }
  /* Six sections fit a 360 px phone without scrolling. */
  ${media.narrow} {
    ul {
      gap: ${space.xxs};
      padding: ${space.sm} ${space.xs};
    }
    a {
      padding: ${space.xs} 0;
      font-size: ${fontSize.xxs};
    }
  }
  ${media.tablet} {
    display: none;
  }
`;

/** The home page's mobile icon sub-navigation: the items flagged for it, each with its section's icon. */
export function MobileIconNav({ items }: { items: NavItem[] }) {
  const flagged = items.filter((item) => item.mobileHomepageSubnav);
  if (flagged.length === 0) return null;
  return (
    <Strip aria-label="Sections" data-testid="mobile-icon-nav">
      <ul>
        {flagged.map((item) => {
          const icon = navIcon(item.id);
          return (
            <li key={item.id}>
              <NavLinkItem
                item={item}
                label={item.mobText ?? item.text}
                icon={
                  icon ? (
                    <span className="nav-icon">
                      <Icon name={icon} size="lg" />
                    </span>
                  ) : null
                }
              />
            </li>
          );
        })}
      </ul>
    </Strip>
  );
}

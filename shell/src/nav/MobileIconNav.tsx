import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { NavLinkItem } from './NavLinkItem';

const Strip = styled.nav`
  display: block;
  overflow-x: auto;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  ul {
    display: flex;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 8px 12px;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    min-width: 64px;
    padding: 6px 4px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-size: 0.8rem;
    font-weight: 600;
  }
  a::before {
    content: '';
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    margin-bottom: 4px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.accent};
    font-weight: 800;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    display: none;
  }
`;

/** The home page's mobile icon sub-navigation: the items flagged for it. */
export function MobileIconNav({ items, dot }: { items: NavItem[]; dot: boolean }) {
  const icons = items.filter((item) => item.mobileHomepageSubnav);
  if (icons.length === 0) return null;
  return (
    <Strip aria-label="Sections" data-testid="mobile-icon-nav">
      <ul>
        {icons.map((item) => (
          <li key={item.id}>
            <NavLinkItem item={item} dot={dot} label={item.mobText ?? item.text} />
          </li>
        ))}
      </ul>
    </Strip>
  );
}

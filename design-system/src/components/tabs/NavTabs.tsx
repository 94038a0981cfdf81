import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { tabItem, tabItemActive, tabStrip } from './tab-styles';

export interface NavTabItem {
  to: string;
  label: string;
  /** Active only on this exact path, not below it. */
  end?: boolean;
}

export interface NavTabsProps {
  items: NavTabItem[];
  /** The navigation's accessible name ("Races at Cheltenham"). */
  label: string;
  className?: string;
}

/** min-width 0: inside a grid or flex item the strip would otherwise widen its parent instead of scrolling. */
const Nav = styled.nav`
  min-width: 0;
  max-width: 100%;
`;

const List = styled.ul`
  ${tabStrip}
  position: relative;
`;

const Item = styled(NavLink)`
  ${tabItem}
  &[aria-current='page'] {
    ${tabItemActive}
  }
`;

/**
 * Tabs that are links to routes (a meeting's races, a match's sections). The current one has aria-current="page";
 * on a phone the strip scrolls inside itself and brings the current tab into view.
 */
export function NavTabs({ items, label, className }: NavTabsProps) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    // Scroll the strip only (scrollIntoView would also scroll the page).
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <Nav aria-label={label} className={className}>
      <List ref={list}>
        {items.map((item) => (
          <li key={item.to}>
            <Item to={item.to} end={item.end}>
              {item.label}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}

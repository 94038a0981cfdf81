import type { ReactNode } from 'react';
import { NavLink } from '@sl/contracts/routing';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { color, radius, size, space } from '@sl/ui';
import { useFreeBetsDot } from './free-bets-updates';

const Dot = styled.span`
  display: inline-block;
  width: ${size.dot};
  height: ${size.dot};
  margin-left: ${space.xs};
  border-radius: ${radius.round};
  background: ${color.negative};
  vertical-align: super;
`;

/**
 * The new-updates dot, when this browser has not seen the latest free bets. `measure`: a bare copy for a hidden
 * width measurement.
 */
export function FreeBetsDot({ measure = false }: { measure?: boolean }) {
  if (!useFreeBetsDot()) return null;
  return measure ? <Dot /> : <Dot data-testid="free-bets-dot" aria-label="new" role="img" />;
}

/**
 * One menu link: external items open as plain links, internal ones through the router. An item flagged for it
 * carries the Free Bets new-updates dot, unless `noDot` (a page without scripts cannot know it).
 */
export function NavLinkItem({
  item,
  noDot = false,
  onNavigate,
  end,
  label,
  icon,
}: {
  item: NavItem;
  noDot?: boolean;
  onNavigate?: () => void;
  end?: boolean;
  label?: string;
  /** Drawn before the label (decoration: the label names the link). */
  icon?: ReactNode;
}) {
  const text = label ?? item.text;
  const marker = item.newUpdatesDot && !noDot ? <FreeBetsDot /> : null;
  // Beside an icon the words and their dot stay together as one line under (or beside) it.
  const content = icon ? (
    <>
      {icon}
      <span>
        {text}
        {marker}
      </span>
    </>
  ) : (
    <>
      {text}
      {marker}
    </>
  );
  if (item.external) {
    return (
      <a href={item.url} rel="noopener noreferrer sponsored" target="_blank" data-nav-id={item.id}>
        {content}
      </a>
    );
  }
  return (
    <NavLink to={item.url} end={end} onClick={onNavigate} data-nav-id={item.id}>
      {content}
    </NavLink>
  );
}

import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';

export const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 4px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.negative};
  vertical-align: super;
`;

/** One menu link: external items open as plain links, internal ones through the router. */
export function NavLinkItem({
  item,
  dot,
  onNavigate,
  end,
  label,
}: {
  item: NavItem;
  dot: boolean;
  onNavigate?: () => void;
  end?: boolean;
  label?: string;
}) {
  const text = label ?? item.text;
  const marker =
    item.newUpdatesDot && dot ? <Dot data-testid="free-bets-dot" aria-label="new" role="img" /> : null;
  if (item.external) {
    return (
      <a href={item.url} rel="noopener noreferrer sponsored" target="_blank" data-nav-id={item.id}>
        {text}
        {marker}
      </a>
    );
  }
  return (
    <NavLink to={item.url} end={end} onClick={onNavigate} data-nav-id={item.id}>
      {text}
      {marker}
    </NavLink>
  );
}

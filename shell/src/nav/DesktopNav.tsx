import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { NavLinkItem } from './NavLinkItem';
import { activeSection } from './useNavigation';

const Wrap = styled.div`
  display: none;
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    display: block;
  }
`;

const Row = styled.ul<{ $sub?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  background: ${(p) => (p.$sub ? p.theme.colors.surface : p.theme.colors.primary)};
  border-bottom: ${(p) => (p.$sub ? `1px solid ${p.theme.colors.border}` : '0')};
  a {
    display: inline-block;
    padding: ${(p) => (p.$sub ? '8px 2px' : '10px 2px')};
    color: ${(p) => (p.$sub ? p.theme.colors.text : '#fff')};
    text-decoration: none;
    font-weight: ${(p) => (p.$sub ? 500 : 700)};
    font-size: ${(p) => (p.$sub ? '0.9rem' : '0.95rem')};
  }
  a[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${(p) => p.theme.colors.accent};
  }
  li[data-long='true'] {
    @media (max-width: ${(p) => p.theme.breakpoints.layoutBreak}px) {
      display: none;
    }
  }
`;

/** Desktop menu: the top-level items, and under them the sub-navigation of the section the page is in. */
export function DesktopNav({ items, dot }: { items: NavItem[]; dot: boolean }) {
  const { pathname } = useLocation();
  const section = activeSection(items, pathname);
  const sub = section?.subNav ?? [];
  return (
    <Wrap>
      <nav aria-label="Main">
        <Row>
          {items.map((item) => (
            <li key={item.id} data-long={item.long ? 'true' : undefined}>
              <NavLinkItem item={item} dot={dot} />
            </li>
          ))}
        </Row>
      </nav>
      {sub.length > 0 && section ? (
        <nav aria-label={`${section.text} sections`} data-testid="sub-nav">
          <Row $sub>
            {sub.map((item) => (
              <li key={`${item.id}-${item.url}`}>
                <NavLinkItem item={item} dot={dot} end />
              </li>
            ))}
          </Row>
        </nav>
      ) : null}
    </Wrap>
  );
}

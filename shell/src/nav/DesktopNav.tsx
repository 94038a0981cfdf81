import { useRef } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { MoreMenu } from './MoreMenu';
import { Dot, NavLinkItem } from './NavLinkItem';
import { activeSection } from './useNavigation';
import { useFittingCount } from './useFittingCount';

const Wrap = styled.div`
  display: none;
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    display: block;
  }
  nav {
    position: relative;
  }
`;

const Row = styled.ul<{ $sub?: boolean; $mirror?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 16px;
  display: flex;
  /* The top row never wraps: what does not fit goes under More. The sub-navigation wraps onto more lines. */
  flex-wrap: ${(p) => (p.$sub ? 'wrap' : 'nowrap')};
  gap: 4px 16px;
  background: ${(p) => (p.$sub ? p.theme.colors.surface : p.theme.colors.primary)};
  border-bottom: ${(p) => (p.$sub ? `1px solid ${p.theme.colors.border}` : '0')};
  > li {
    flex: none;
  }
  a,
  .nav-link {
    display: inline-block;
    padding: ${(p) => (p.$sub ? '8px 2px' : '10px 2px')};
    color: ${(p) => (p.$sub ? p.theme.colors.text : '#fff')};
    text-decoration: none;
    font-weight: ${(p) => (p.$sub ? 500 : 700)};
    font-size: ${(p) => (p.$sub ? '0.9rem' : '0.95rem')};
    white-space: nowrap;
  }
  a[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${(p) => p.theme.colors.accent};
  }
  ${(p) =>
    p.$mirror
      ? `position: absolute; top: 0; left: 0; width: max-content; height: 0; overflow: hidden;
         visibility: hidden; pointer-events: none; background: none;`
      : ''}
`;

/**
 * Desktop menu: the top-level items that fit on one line (measured), the rest under More, and under them the
 * sub-navigation of the section the page is in.
 */
export function DesktopNav({ items, dot }: { items: NavItem[]; dot: boolean }) {
  const { pathname } = useLocation();
  const section = activeSection(items, pathname);
  const sub = section?.subNav ?? [];
  const row = useRef<HTMLUListElement>(null);
  const mirror = useRef<HTMLUListElement>(null);
  const count = useFittingCount(row, mirror, items.length);
  const shown = items.slice(0, count);
  const rest = items.slice(count);
  return (
    <Wrap>
      <nav aria-label="Main">
        <Row ref={row}>
          {shown.map((item) => (
            <li key={item.id} data-long={item.long ? 'true' : undefined}>
              <NavLinkItem item={item} dot={dot} />
            </li>
          ))}
          {rest.length > 0 ? (
            <MoreMenu items={rest} dot={dot} active={section !== undefined && rest.includes(section)} />
          ) : null}
        </Row>
        {/* Every item's width, for the measurement: plain text, hidden from everyone. */}
        <Row ref={mirror} $mirror aria-hidden="true">
          {items.map((item) => (
            <li key={item.id}>
              <span className="nav-link">
                {item.text}
                {item.newUpdatesDot && dot ? <Dot /> : null}
              </span>
            </li>
          ))}
          <li>
            <span className="nav-link">
              More<span> ▾</span>
            </span>
          </li>
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

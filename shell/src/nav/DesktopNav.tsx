import { useRef } from 'react';
import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { borderWidth, color, fontSize, fontWeight, media, space } from '@sl/ui';
import { MoreMenu } from './MoreMenu';
import { FreeBetsDot, NavLinkItem } from './NavLinkItem';
import { activeSection } from './useNavigation';
import { useFittingCount } from './useFittingCount';

const Wrap = styled.div`
  display: none;
  ${media.tablet} {
    display: block;
  }
  nav {
    position: relative;
  }
`;

/* The top row is on the brand fill (onBrand text); the sub-navigation on the surface (text). */
const Row = styled.ul<{ $sub?: boolean; $mirror?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 ${space.lg};
  display: flex;
  align-items: stretch;
  /* The top row never wraps: what does not fit goes under More. The sub-navigation wraps onto more lines. */
  flex-wrap: ${(p) => (p.$sub ? 'wrap' : 'nowrap')};
  gap: 0 ${space.lg};
  background: ${(p) => (p.$sub ? color.surface : color.brand)};
  border-top: ${(p) => (p.$sub ? '0' : `${borderWidth.hairline} solid ${color.brandAlt}`)};
  border-bottom: ${(p) => (p.$sub ? `${borderWidth.hairline} solid ${color.border}` : '0')};
  > li {
    flex: none;
  }
  a,
  .nav-link {
    display: inline-flex;
    align-items: center;
    padding: ${(p) => (p.$sub ? space.sm : space.md)} ${space.xxs};
    color: ${(p) => (p.$sub ? color.text : color.onBrand)};
    text-decoration: none;
    font-weight: ${(p) => (p.$sub ? fontWeight.medium : fontWeight.bold)};
    font-size: ${(p) => (p.$sub ? fontSize.sm : fontSize.md)};
    white-space: nowrap;
  }
  a:hover,
  .nav-link:hover {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  a:focus-visible,
  .nav-link:focus-visible {
    outline: ${borderWidth.heavy} solid ${(p) => (p.$sub ? color.focus : color.onBrand)};
    outline-offset: -${borderWidth.heavy};
  }
  a[aria-current='page'] {
    box-shadow: inset 0 -${borderWidth.bar} 0 ${(p) => (p.$sub ? color.primary : color.accent)};
  }
  /* Until the row is measured (the server's HTML, a browser without JavaScript, the moment before hydration) every
     item is in it: it scrolls sideways rather than widening the page past the viewport. */
  ${(p) => (p.$sub || p.$mirror ? '' : '&:not([data-fitted]) { overflow-x: auto; scrollbar-width: thin; }')}
  ${(p) =>
    p.$mirror
      ? /* As wide as the row and clipped: its cells (flex: none) keep their own widths for the measure, but a
           max-content copy would stretch the page sideways by the width of every item. */
        `position: absolute; top: 0; left: 0; width: 100%; height: 0; overflow: hidden;
         visibility: hidden; pointer-events: none; background: none;`
      : ''}
`;

/**
 * Desktop menu: the top-level items that fit on one line (measured), the rest under More, and under them the
 * sub-navigation of the section the page is in.
 */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const section = activeSection(items, pathname);
  const sub = section?.subNav ?? [];
  const row = useRef<HTMLUListElement>(null);
  const mirror = useRef<HTMLUListElement>(null);
  const { count, fitted } = useFittingCount(row, mirror, items.length);
  const shown = items.slice(0, count);
  const rest = items.slice(count);
  return (
    <Wrap>
      <nav aria-label="Main">
        <Row ref={row} data-fitted={fitted ? 'true' : undefined}>
          {shown.map((item) => (
            <li key={item.id} data-long={item.long ? 'true' : undefined}>
              <NavLinkItem item={item} />
            </li>
          ))}
          {rest.length > 0 ? (
            <MoreMenu items={rest} active={section !== undefined && rest.includes(section)} />
          ) : null}
        </Row>
        {/* Every item's width, for the measurement: plain text, hidden from everyone. */}
        <Row ref={mirror} $mirror aria-hidden="true">
          {items.map((item) => (
            <li key={item.id}>
              <span className="nav-link">
                {item.text}
                {item.newUpdatesDot ? <FreeBetsDot measure /> : null}
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
                <NavLinkItem item={item} end />
              </li>
            ))}
          </Row>
        </nav>
      ) : null}
    </Wrap>
  );
}

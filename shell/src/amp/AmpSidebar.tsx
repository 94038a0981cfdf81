import { useEffect, useState } from 'react';
import { Link, useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { useAuth, type NavItem } from '@sl/contracts';
import { Button, Dialog, Icon, borderWidth, color, fontSize, size, space } from '@sl/ui';
import { navIcon } from '../nav/nav-icons';
import { NavLinkItem } from '../nav/NavLinkItem';
import { lockScroll } from '../nav/scroll-lock';

/* A drawer from the left edge rather than the centred box: the page behind stays covered by the ::backdrop. */
const Panel = styled(Dialog)`
  margin: 0;
  inset: 0 auto 0 0;
  width: min(${size.columnMin}, 85vw);
  height: 100%;
  max-height: none;
  border-radius: 0;
  & > div {
    padding: 0;
  }
  h2 {
    margin: 0;
    padding: ${space.lg};
    font-size: ${fontSize.md};
    color: ${color.text};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: ${size.target};
    padding: ${space.sm} ${space.lg};
    color: ${color.text};
    text-decoration: none;
    border-bottom: ${borderWidth.hairline} solid ${color.border};
  }
  a:hover {
    background: ${color.surfaceAlt};
  }
  .close {
    margin: ${space.lg};
  }
`;

/**
 * The AMP pages' sidebar menu (spec document 2, section 2): the AMP list (customisable, by feature flag) and the
 * AMP sign-in link, in a modal dialog (Escape or the backdrop closes it; focus returns to the Menu button).
 */
export function AmpSidebar({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const loggedIn = useAuth((s) => s.loggedIn);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => (open ? lockScroll() : undefined), [open]);
  const close = () => setOpen(false);

  return (
    <>
      <Button aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Icon name="menu" />
        Menu
      </Button>
      {open ? (
        <Panel title="Sporting Life" onClose={close} data-testid="amp-sidebar">
          <nav aria-label="AMP">
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLinkItem
                    item={item}
                    noDot
                    label={item.mobText ?? item.text}
                    icon={navIcon(item.id) ? <Icon name={navIcon(item.id)!} /> : null}
                  />
                </li>
              ))}
              {loggedIn ? null : (
                <li>
                  <Link to={`/amp/?returnUri=${encodeURIComponent(pathname)}`}>Log in</Link>
                </li>
              )}
            </ul>
          </nav>
          <Button variant="secondary" className="close" onClick={close}>
            <Icon name="close" />
            Close menu
          </Button>
        </Panel>
      ) : null}
    </>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useAuth, type NavItem } from '@sl/contracts';
import { NavLinkItem } from '../nav/NavLinkItem';
import { lockScroll } from '../nav/scroll-lock';

const Toggle = styled.button`
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  border: 0;
  border-radius: 4px;
  padding: 8px 12px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(0, 0, 0, 0.45);
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 41;
  width: min(300px, 85vw);
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: 4px 0 16px rgba(0, 0, 0, 0.25);
  h2 {
    margin: 0;
    padding: 16px;
    font-size: 1rem;
    color: ${(p) => p.theme.colors.primary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 12px 16px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  button.close {
    margin: 0 16px 16px;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The AMP pages' sidebar menu (spec document 2, section 2): the AMP list (customisable, by feature flag) and the
 * AMP sign-in link. It is a modal dialog: focus moves in, Tab stays inside, Escape or the backdrop closes it, and
 * focus returns to the button that opened it.
 */
export function AmpSidebar({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const loggedIn = useAuth((s) => s.loggedIn);
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const release = lockScroll();
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return release;
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <Toggle
        ref={toggle}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Menu
      </Toggle>
      {open ? (
        <>
          <Backdrop data-testid="amp-sidebar-backdrop" onClick={close} />
          <Panel
            ref={panel}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            data-testid="amp-sidebar"
            onKeyDown={onKeyDown}
          >
            <h2 id={titleId}>Sporting Life</h2>
            <nav aria-label="AMP">
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    <NavLinkItem item={item} dot={false} label={item.mobText ?? item.text} />
                  </li>
                ))}
                {loggedIn ? null : (
                  <li>
                    <Link to={`/amp/?returnUri=${encodeURIComponent(pathname)}`}>Log in</Link>
                  </li>
                )}
              </ul>
            </nav>
            <Toggle type="button" className="close" onClick={close}>
              Close menu
            </Toggle>
          </Panel>
        </>
      ) : null}
    </>
  );
}

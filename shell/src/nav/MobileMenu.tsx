import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { NavLinkItem } from './NavLinkItem';
import { lockScroll } from './scroll-lock';

const Burger = styled.button`
  background: transparent;
  color: #fff;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: 4px;
  padding: 6px 10px;
  font-size: 1rem;
  cursor: pointer;
  white-space: nowrap;
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    display: none;
  }
  /* On a phone the icon alone, so logo and sign-in fit 320 px; the word stays for screen readers. */
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    padding: 6px 8px;
    .burger-label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: 30;
  max-height: ${(p) => p.theme.layout.mobileMenuMaxHeight}px;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 8px 16px rgba(0, 0, 0, 0.2);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button.group {
    /* Full width including the padding, never wider than the panel (and the phone). */
    box-sizing: border-box;
    display: block;
    width: 100%;
    text-align: left;
    padding: 12px 16px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    background: none;
    border: 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font: inherit;
    cursor: pointer;
  }
  ul ul a {
    padding-left: 32px;
    font-size: 0.9rem;
  }
  h2 {
    margin: 0;
    padding: 8px 16px;
    font-size: 0.75rem;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const samePage = (a: string, b: string) => a.split('?')[0] === b.split('?')[0];

/**
 * The mobile burger menu: opening locks page scrolling, closing restores it, and any route change closes it.
 * The quick list (mobile or customisable list) comes first, then every section with its sub-items.
 */
export function MobileMenu({ items, quick, dot }: { items: NavItem[]; quick: NavItem[]; dot: boolean }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { pathname } = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => (open ? lockScroll() : undefined), [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <>
      <Burger
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">☰ </span>
        <span className="burger-label">{open ? 'Close menu' : 'Menu'}</span>
      </Burger>
      {open ? (
        <Panel id={panelId} aria-label="Mobile" data-testid="mobile-menu">
          {quick.length > 0 ? (
            <>
              <h2>Quick links</h2>
              <ul>
                {quick.map((item) => (
                  <li key={`quick-${item.id}`}>
                    <NavLinkItem item={item} dot={dot} onNavigate={close} label={item.mobText ?? item.text} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2>All sections</h2>
          <ul>
            {items.map((item) =>
              item.subNav && item.subNav.length > 0 ? (
                <li key={item.id}>
                  <button
                    type="button"
                    className="group"
                    aria-expanded={expanded === item.id}
                    onClick={() => setExpanded((v) => (v === item.id ? null : item.id))}
                    data-nav-id={item.id}
                  >
                    {item.text}
                  </button>
                  {expanded === item.id ? (
                    <ul>
                      {/* The group's button only opens it: its own page comes first unless a sub-item is it. */}
                      {item.subNav.some((sub) => samePage(sub.url, item.url)) ? null : (
                        <li>
                          <NavLinkItem item={item} dot={dot} onNavigate={close} label={`${item.text} home`} />
                        </li>
                      )}
                      {item.subNav.map((sub) => (
                        <li key={`${sub.id}-${sub.url}`}>
                          <NavLinkItem item={sub} dot={dot} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ) : (
                <li key={item.id}>
                  <NavLinkItem item={item} dot={dot} onNavigate={close} />
                </li>
              ),
            )}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

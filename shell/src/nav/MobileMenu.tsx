import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import {
  visuallyHidden,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  layout,
  media,
  px,
  shadow,
  size,
  space,
  zIndex,
  Icon,
} from '@sl/ui';

import { IconButton } from '../header/IconButton';
import { ExpandChevron } from './ExpandChevron';
import { navIcon } from './nav-icons';
import { NavLinkItem } from './NavLinkItem';
import { lockScroll } from './scroll-lock';

/** 44 px on a phone, where a thumb presses it; the icon alone there, so logo and sign-in fit 320 px. */
const Burger = styled(IconButton)`
  display: inline-flex;
  gap: ${space.xs};
  padding: 0 ${space.sm};
  border-color: currentColor;
  white-space: nowrap;
  ${media.tablet} {
    display: none;
  }
  ${media.mobile} {
    padding: 0;
    .burger-label {
      ${visuallyHidden}
    }
  }
`;

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${zIndex.dropdown};
  max-height: ${px(layout.mobileMenuMaxHeight)};
  overflow-y: auto;
  background: ${color.surface};
  color: ${color.text};
  border-bottom: ${borderWidth.hairline} solid ${color.border};
  box-shadow: ${shadow.lg};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button.group {
    /* Full width including the padding, never wider than the panel (and the phone). */
    box-sizing: border-box;
    display: flex;
    align-items: center;
    justify-content: space-between;
    width: 100%;
    min-height: ${size.target};
    text-align: left;
    padding: ${space.sm} ${space.lg};
    color: ${color.text};
    text-decoration: none;
    background: none;
    border: 0;
    border-bottom: ${borderWidth.hairline} solid ${color.border};
    font: inherit;
    font-weight: ${fontWeight.semibold};
    cursor: pointer;
  }
  a > span,
  .label {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    margin-right: auto;
  }
  a > svg,
  .label > svg {
    color: ${color.muted};
    flex: none;
  }
  a > svg {
    margin-right: ${space.sm};
  }
  a:hover,
  button.group:hover {
    background: ${color.surfaceAlt};
  }
  a[aria-current='page'] {
    box-shadow: inset ${borderWidth.bar} 0 0 ${color.accent};
  }
  ul ul a {
    padding-left: ${space.xxl};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.regular};
    background: ${color.surfaceAlt};
  }
  h2 {
    margin: 0;
    padding: ${space.sm} ${space.lg};
    font-size: ${fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${color.muted};
  }
`;

/** A section's icon before its name, or nothing for a section without one. */
function SectionIcon({ id }: { id: string }) {
  const name = navIcon(id);
  return name ? <Icon name={name} /> : null;
}

const samePage = (a: string, b: string) => a.split('?')[0] === b.split('?')[0];

/**
 * The mobile burger menu: opening locks page scrolling, closing restores it, and any route change closes it.
 * The quick list (mobile or customisable list) comes first, then every section with its sub-items.
 */
export function MobileMenu({ items, quick }: { items: NavItem[]; quick: NavItem[] }) {
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
        <Icon name={open ? 'close' : 'menu'} size="lg" />
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
                    <NavLinkItem
                      item={item}

                      onNavigate={close}
                      label={item.mobText ?? item.text}
                      icon={<SectionIcon id={item.id} />}
                    />
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
                    <span className="label">
                      <SectionIcon id={item.id} />
                      {item.text}
                    </span>
                    <ExpandChevron />
                  </button>
                  {expanded === item.id ? (
                    <ul>
                      {/* The group's button only opens it: its own page comes first unless a sub-item is it. */}
                      {item.subNav.some((sub) => samePage(sub.url, item.url)) ? null : (
                        <li>
                          <NavLinkItem item={item} onNavigate={close} label={`${item.text} home`} />
                        </li>
                      )}
                      {item.subNav.map((sub) => (
                        <li key={`${sub.id}-${sub.url}`}>
                          <NavLinkItem item={sub} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ) : (
                <li key={item.id}>
                  <NavLinkItem item={item} onNavigate={close} icon={<SectionIcon id={item.id} />} />
                </li>
              ),
            )}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

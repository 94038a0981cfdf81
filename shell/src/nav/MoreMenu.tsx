import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { NavLinkItem } from './NavLinkItem';

const Item = styled.li`
  position: relative;
  > button {
    font: inherit;
    background: none;
    border: 0;
    cursor: pointer;
  }
  > button[data-active='true'] {
    box-shadow: inset 0 -3px 0 ${(p) => p.theme.colors.accent};
  }
  > ul {
    position: absolute;
    right: 0;
    top: 100%;
    z-index: 30;
    min-width: 200px;
    margin: 0;
    padding: 4px 0;
    list-style: none;
    background: ${(p) => p.theme.colors.primary};
    box-shadow: 0 8px 16px rgba(0, 0, 0, 0.25);
  }
  > ul a {
    display: block;
    padding: 10px 16px;
    white-space: nowrap;
  }
`;

/**
 * The menu items that do not fit on the row, behind a More disclosure button: Escape closes it and gives the focus
 * back to the button; so do a click outside, tabbing out of it, and a route change.
 */
export function MoreMenu({ items, dot, active }: { items: NavItem[]; dot: boolean; active: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrap = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  // Only a focus move to somewhere else closes it: a click on the list's padding (no new focus) must not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrap.current?.contains(next)) setOpen(false);
  };

  return (
    <Item ref={wrap} onKeyDown={onKeyDown} onBlur={onBlur} data-testid="nav-more">
      <button
        ref={button}
        type="button"
        className="nav-link"
        aria-expanded={open}
        aria-controls={listId}
        data-active={active ? 'true' : 'false'}
        onClick={() => setOpen((value) => !value)}
      >
        More<span aria-hidden="true"> ▾</span>
      </button>
      <ul id={listId} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <NavLinkItem item={item} dot={dot} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </Item>
  );
}

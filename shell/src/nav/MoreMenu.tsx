import { useEffect } from 'react';
import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { borderWidth, color, radius, shadow, size, space, zIndex } from '@sl/ui';
import { useDropdown } from '../header/useDropdown';
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
    box-shadow: inset 0 -${borderWidth.bar} 0 ${color.accent};
  }
  > ul {
    position: absolute;
    right: 0;
    top: 100%;
    z-index: ${zIndex.dropdown};
    min-width: ${size.inputMin};
    margin: 0;
    padding: ${space.xs} 0;
    list-style: none;
    background: ${color.brand};
    border-radius: 0 0 ${radius.md} ${radius.md};
    box-shadow: ${shadow.lg};
  }
  > ul a {
    display: flex;
    padding: ${space.md} ${space.lg};
    white-space: nowrap;
  }
`;

/**
 * The menu items that do not fit on the row, behind a More disclosure button: Escape closes it and gives the focus
 * back to the button; so do a click outside, tabbing out of it, and a route change.
 */
export function MoreMenu({ items, active }: { items: NavItem[]; active: boolean }) {
  const { open, setOpen, toggle, id, wrap, button, onKeyDown, onBlur } = useDropdown<HTMLLIElement>();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    <Item ref={wrap} onKeyDown={onKeyDown} onBlur={onBlur} data-testid="nav-more">
      <button
        ref={button}
        type="button"
        className="nav-link"
        aria-expanded={open}
        aria-controls={id}
        data-active={active ? 'true' : 'false'}
        onClick={toggle}
      >
        More<span aria-hidden="true"> ▾</span>
      </button>
      <ul id={id} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <NavLinkItem item={item} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </Item>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { REGISTER_OFFER_SMALL_PRINT, registerOfferText, useAuth } from '@sl/contracts';
import { borderWidth, color, fontSize, fontWeight, media, radius, shadow, size, space, zIndex } from '@sl/ui';
import { lockScroll } from '../nav/scroll-lock';
import { setContentDimmed } from './dim';

const Wrap = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${space.sm});
  z-index: ${zIndex.dropdown};
  width: min(${size.columnMin}, 90vw);
  padding: ${space.lg};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.lg};
  }
  small {
    display: block;
    margin-top: ${space.sm};
    color: ${color.muted};
  }
`;

/** The header's filled button: accent with onAccent text, which reads on every festival's brand bar. */
export const HeaderButton = styled.button`
  min-height: ${size.target};
  background: ${color.accent};
  color: ${color.onAccent};
  border: ${borderWidth.hairline} solid transparent;
  border-radius: ${radius.sm};
  padding: ${space.xs} ${space.md};
  font-weight: ${fontWeight.bold};
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.focus};
    outline-offset: ${borderWidth.thick};
  }
  ${media.mobile} {
    min-height: ${size.iconXl};
    padding: ${space.xs} ${space.sm};
    font-size: ${fontSize.sm};
  }
  ${media.narrow} {
    padding: ${space.xs};
  }
`;

/**
 * Register with its promo dropdown: open dims the page content to 0.5 and locks scrolling; closing (button,
 * Escape, route change) restores both.
 */
export function RegisterDropdown() {
  const [open, setOpen] = useState(false);
  const isMigrated = useAuth((s) => s.isMigrated);
  const register = useAuth((s) => s.actions.register);
  const { pathname } = useLocation();
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    setContentDimmed(true);
    const unlock = lockScroll();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      setContentDimmed(false);
      unlock();
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrap>
      <HeaderButton
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        Register
      </HeaderButton>
      {open ? (
        <Panel id={id} role="region" aria-label="Register offer" data-testid="register-dropdown">
          <h2>Join Sporting Life for free</h2>
          <p>{registerOfferText(isMigrated)}</p>
          <HeaderButton type="button" onClick={() => register()}>
            Create an account
          </HeaderButton>
          <small>{REGISTER_OFFER_SMALL_PRINT}</small>
        </Panel>
      ) : null}
    </Wrap>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { REGISTER_OFFER_SMALL_PRINT, registerOfferText, useAuth } from '@sl/contracts';
import { lockScroll } from '../nav/scroll-lock';
import { setContentDimmed } from './dim';

const Wrap = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 40;
  width: min(320px, 90vw);
  padding: 16px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  small {
    display: block;
    margin-top: 8px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export const HeaderButton = styled.button`
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.primary};
  border: 0;
  border-radius: 4px;
  padding: 8px 12px;
  font-weight: 700;
  cursor: pointer;
  white-space: nowrap;
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    padding: 6px 8px;
    font-size: 0.8rem;
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

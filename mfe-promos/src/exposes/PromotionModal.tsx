import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled, { css, keyframes } from 'styled-components';
import {
  PROMOTION_MODAL_CLOSE_MS,
  PROMOTION_SMALL_PRINT,
  promotionOfferText,
  promotionToShow,
  recordPromotionSeen,
  type PromotionKind,
} from '@sl/contracts';
import { useMember } from '../member/useMember';
import { readSeen, writeSeen } from '../modal/seen-store';
import { useFocusTrap } from '../modal/useFocusTrap';

const fadeOut = keyframes`
  from { opacity: 1; transform: translateY(0); }
  to { opacity: 0; transform: translateY(24px); }
`;

const Backdrop = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: rgba(11, 31, 58, 0.7);
  ${(p) =>
    p.$closing &&
    css`
      animation: ${fadeOut} ${PROMOTION_MODAL_CLOSE_MS}ms ease-in forwards;
    `}
`;

const Dialog = styled.div`
  max-width: 420px;
  width: calc(100% - 32px);
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-top: 6px solid ${(p) => p.theme.colors.accent};
  border-radius: 8px;
  padding: 24px;
  h2 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin: 16px 0;
  a,
  button {
    font: inherit;
    font-weight: 700;
    padding: 8px 16px;
    border-radius: 4px;
  }
  a {
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    text-decoration: none;
  }
  button {
    background: transparent;
    border: 2px solid ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primary};
    cursor: pointer;
  }
`;

const Small = styled.p`
  font-size: 0.8rem;
  color: ${(p) => p.theme.colors.muted};
`;

type Phase = { kind: PromotionKind; closing: boolean } | null;

/**
 * The promotion pop-up for eligible members (spec document 2 §4 and §5): shown once per eligibility, recorded in
 * local storage, closed with a 0.5 s animation, page scroll locked while open and released on close.
 */
export default function PromotionModal() {
  const member = useMember();
  const [phase, setPhase] = useState<Phase>(null);
  const ref = useRef<HTMLDivElement>(null);
  const { loggedIn, upgradable, site, registration, hideSelfExclude: selfExcluded } = member;

  useEffect(() => {
    const now = Date.now();
    const seen = readSeen();
    const kind = promotionToShow({ loggedIn, upgradable, site, registration, selfExcluded }, seen, now);
    if (!kind) return;
    writeSeen(recordPromotionSeen(seen, kind, now));
    setPhase({ kind, closing: false });
  }, [loggedIn, upgradable, site, registration, selfExcluded]);

  const open = phase !== null && !phase.closing;
  const showing = phase !== null;

  useEffect(() => {
    if (!showing) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [showing]);

  const close = useCallback(() => {
    setPhase((p) => (p ? { ...p, closing: true } : p));
    window.setTimeout(() => setPhase(null), PROMOTION_MODAL_CLOSE_MS);
  }, []);

  useFocusTrap(ref, open, close);

  if (!phase) return null;
  const welcome = phase.kind === 'firstReg';
  return (
    <div data-remote="promos" data-build={__SL_BUILD_LABEL__}>
      <Backdrop $closing={phase.closing} data-state={phase.closing ? 'closing' : 'open'}>
        <Dialog
          ref={ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby="promo-modal-title"
          data-promotion={phase.kind}
        >
          <h2 id="promo-modal-title">{welcome ? 'Welcome to Sporting Life' : 'Claim your £20 free bet'}</h2>
          <p>{promotionOfferText(member.isMigrated)}</p>
          <Actions>
            <Link to="/free-bets" onClick={close}>
              Get my free bet
            </Link>
            <button type="button" onClick={close}>
              No thanks
            </button>
          </Actions>
          <Small>{PROMOTION_SMALL_PRINT}</Small>
        </Dialog>
      </Backdrop>
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Link } from '@sl/contracts/routing';
import styled, { css, keyframes } from 'styled-components';
import { PROMOTION_MODAL_CLOSE_MS } from '@sl/contracts';
import {
  PROMOTION_SMALL_PRINT,
  promotionOfferText,
  promotionToShow,
  recordPromotionSeen,
  type PromotionKind,
} from '@sl/contracts/offers';
import { useMember } from '../member/useMember';
import { readSeen, writeSeen } from '../modal/seen-store';
import { borderWidth, color, Dialog, fontSize, fontWeight, radius, size, space } from '@sl/ui';

const fadeOut = keyframes`
  from { opacity: 1; transform: translateY(0); }
  to { opacity: 0; transform: translateY(${space.xl}); }
`;

// The design system's modal dialog (native <dialog>: focus kept inside, Escape, focus returned), with the promo's
// accent bar; it stays mounted for the 0.5 s fade-out after a close and unmounts, which closes it, afterwards.
const PromoDialog = styled(Dialog)<{ $closing: boolean }>`
  border-top: ${borderWidth.bar} solid ${color.accent};
  ${(p) =>
    p.$closing &&
    css`
      animation: ${fadeOut} ${PROMOTION_MODAL_CLOSE_MS}ms ease-in forwards;
    `}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: ${space.lg} 0;
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: ${size.target};
    box-sizing: border-box;
    font: inherit;
    font-weight: ${fontWeight.bold};
    padding: ${space.sm} ${space.lg};
    border-radius: ${radius.sm};
  }
  a {
    background: ${color.primary};
    color: ${color.onPrimary};
    text-decoration: none;
  }
  button {
    background: transparent;
    border: ${borderWidth.thick} solid ${color.primary};
    color: ${color.primary};
    cursor: pointer;
  }
  a:focus-visible,
  button:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.focus};
    outline-offset: ${borderWidth.thick};
  }
`;

const Small = styled.p`
  font-size: ${fontSize.xs};
  color: ${color.muted};
`;

type Phase = { kind: PromotionKind; closing: boolean } | null;

/**
 * The promotion pop-up for eligible members (spec document 2 §4 and §5): shown once per eligibility, recorded in
 * local storage, closed with a 0.5 s animation, page scroll locked while open and released on close.
 */
export default function PromotionModal() {
  const member = useMember();
  const [phase, setPhase] = useState<Phase>(null);
  const { loggedIn, upgradable, site, registration, hideSelfExclude: selfExcluded } = member;

  useEffect(() => {
    const now = Date.now();
    const seen = readSeen();
    const kind = promotionToShow({ loggedIn, upgradable, site, registration, selfExcluded }, seen, now);
    if (!kind) return;
    writeSeen(recordPromotionSeen(seen, kind, now));
    setPhase({ kind, closing: false });
  }, [loggedIn, upgradable, site, registration, selfExcluded]);

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

  if (!phase) return null;
  const welcome = phase.kind === 'firstReg';
  return (
    <div
      data-remote="promos"
      data-build={__SL_BUILD_LABEL__}
      data-state={phase.closing ? 'closing' : 'open'}
      data-promotion={phase.kind}
    >
      <PromoDialog
        title={welcome ? 'Welcome to Sporting Life' : 'Claim your £20 free bet'}
        onClose={close}
        $closing={phase.closing}
      >
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
      </PromoDialog>
    </div>
  );
}

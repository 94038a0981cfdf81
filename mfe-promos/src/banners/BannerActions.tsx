import { Link } from '@sl/contracts/routing';
import styled, { css } from 'styled-components';
import { authStore, type BannerButton, type BannerSubBanner } from '@sl/contracts';
import type { PromoMember } from '../member/useMember';
import { borderWidth, color, fontWeight, lineHeight, radius, size, space } from '@sl/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

/*
 * Banner actions sit on the promotion's own dark fill (its data colour, the same in both schemes), so they are
 * drawn for that fill: accent with its own text colour, or an outline in the banner's light text colour.
 */
const onBanner = css`
  display: inline-flex;
  align-items: center;
  min-height: ${size.targetMin};
  box-sizing: border-box;
  font: inherit;
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  padding: ${space.sm} ${space.lg};
  border-radius: ${radius.sm};
  border: ${borderWidth.thick} solid ${color.onBrand};
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.onBrand};
    outline-offset: ${borderWidth.thick};
  }
`;

const ActionButton = styled.button`
  ${onBanner}
  background: ${color.accent};
  color: ${color.onAccent};
`;

const ActionLink = styled(Link)`
  ${onBanner}
  background: transparent;
  color: ${color.onBrand};
`;

/** Register and log-in only for visitors; selfExclude buttons never for excluded or sensitive-audience members. */
function visibleButtons(buttons: readonly BannerButton[], member: PromoMember): BannerButton[] {
  return buttons.filter((b) => {
    if (b.kind === 'register' || b.kind === 'login') return !member.loggedIn;
    return !(b.selfExclude && member.hideSelfExclude);
  });
}

export function BannerButtons({
  buttons,
  member,
}: {
  buttons: readonly BannerButton[];
  member: PromoMember;
}) {
  const shown = visibleButtons(buttons, member);
  if (shown.length === 0) return null;
  return (
    <Row>
      {shown.map((b) =>
        b.kind === 'link' && b.link ? (
          <ActionLink key={b.label} to={b.link}>
            {b.label}
          </ActionLink>
        ) : (
          <ActionButton
            key={b.label}
            type="button"
            onClick={() => {
              const { actions } = authStore.getState();
              if (b.kind === 'register') actions.register();
              else actions.login();
            }}
          >
            {b.label}
          </ActionButton>
        ),
      )}
    </Row>
  );
}

const Sub = styled(Link)`
  display: block;
  margin-top: ${space.md};
  padding: ${space.xs} ${space.sm};
  background: ${color.overlay};
  color: ${color.onBrand};
  border-radius: ${radius.sm};
`;

export function SubBanner({ sub, member }: { sub?: BannerSubBanner; member: PromoMember }) {
  if (!sub || (sub.selfExclude && member.hideSelfExclude)) return null;
  return (
    <Sub to={sub.link} data-testid="promo-sub-banner">
      {sub.text}
    </Sub>
  );
}

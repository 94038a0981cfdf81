import { Link } from 'react-router';
import styled from 'styled-components';
import { authStore, type BannerButton, type BannerSubBanner } from '@sl/contracts';
import type { PromoMember } from '../member/useMember';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

export const ActionButton = styled.button`
  font: inherit;
  font-weight: 700;
  padding: 8px 16px;
  border-radius: 4px;
  border: 2px solid #fff;
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const ActionLink = styled(Link)`
  font-weight: 700;
  padding: 8px 16px;
  border-radius: 4px;
  border: 2px solid #fff;
  color: #fff;
  text-decoration: none;
`;

/** Register and log-in only for visitors; selfExclude buttons never for excluded or sensitive-audience members. */
export function visibleButtons(buttons: readonly BannerButton[], member: PromoMember): BannerButton[] {
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
  margin-top: 12px;
  padding: 6px 10px;
  background: rgba(0, 0, 0, 0.35);
  color: #fff;
  border-radius: 4px;
`;

export function SubBanner({ sub, member }: { sub?: BannerSubBanner; member: PromoMember }) {
  if (!sub || (sub.selfExclude && member.hideSelfExclude)) return null;
  return (
    <Sub to={sub.link} data-testid="promo-sub-banner">
      {sub.text}
    </Sub>
  );
}

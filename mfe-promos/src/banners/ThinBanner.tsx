import { Link } from 'react-router';
import styled from 'styled-components';
import { BANNER_SIZES, thinBannerText, type PromoBanner } from '@sl/contracts';
import type { PromoMember } from '../member/useMember';
import { BannerButtons } from './BannerActions';

/** Fixed height so a thin banner never shifts the page as it loads (CLS). */
export const THIN_HEIGHT = BANNER_SIZES.thin;

/**
 * Exactly THIN_HEIGHT at every width, as the shell reserves it: on a phone the text truncates and the buttons
 * stack small beside it instead of wrapping below (which made mobile racing pages jump).
 */
const Box = styled.aside<{ $background: string }>`
  box-sizing: border-box;
  height: ${THIN_HEIGHT}px;
  overflow: hidden;
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  background: ${(p) => p.$background};
  color: #fff;
  border-radius: 6px;
  padding: 8px 16px;
  margin-bottom: ${BANNER_SIZES.gap}px;
  a {
    color: #fff;
    font-weight: 700;
  }
  > div:first-child {
    min-width: 0;
  }
  > div:first-child > * {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  > div:first-child > a {
    display: block;
  }
  > div:last-child {
    flex-shrink: 0;
  }
  > div:last-child > div {
    margin-top: 0;
    flex-wrap: nowrap;
  }
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    padding: 6px 10px;
    font-size: 0.85rem;
    > div:last-child > div {
      flex-direction: column;
      gap: 4px;
    }
    > div:last-child button,
    > div:last-child a {
      padding: 4px 10px;
      font-size: 0.8rem;
    }
  }
`;

const Title = styled.strong`
  display: block;
  font-size: 1.1rem;
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    font-size: 1rem;
  }
`;

export function ThinBanner({
  promo,
  path,
  member,
}: {
  promo: PromoBanner;
  path: string;
  member: PromoMember;
}) {
  return (
    <Box
      aria-label={`${promo.title} promotion`}
      data-promo={promo.name}
      data-kind="thin"
      $background={promo.heroBanner.background}
    >
      <div>
        <Title>{promo.title}</Title>
        <Link to={promo.link}>{thinBannerText(promo, path)}</Link>
      </div>
      <div>
        <BannerButtons buttons={promo.heroBanner.buttons.filter((b) => b.kind !== 'link')} member={member} />
      </div>
    </Box>
  );
}

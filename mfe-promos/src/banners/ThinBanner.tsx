import { Link } from 'react-router';
import styled from 'styled-components';
import { BANNER_SIZES, thinBannerText, type PromoBanner } from '@sl/contracts';
import type { PromoMember } from '../member/useMember';
import { BannerButtons } from './BannerActions';

/** Fixed height so a thin banner never shifts the page as it loads (CLS). */
export const THIN_HEIGHT = BANNER_SIZES.thin;

const Box = styled.aside<{ $background: string }>`
  box-sizing: border-box;
  min-height: ${THIN_HEIGHT}px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  background: ${(p) => p.$background};
  color: #fff;
  border-radius: 6px;
  padding: 10px 16px;
  margin-bottom: ${BANNER_SIZES.gap}px;
  a {
    color: #fff;
    font-weight: 700;
  }
  > div:last-child > div {
    margin-top: 0;
  }
`;

const Title = styled.strong`
  display: block;
  font-size: 1.1rem;
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

import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { BANNER_SIZES, type PromoBanner } from '@sl/contracts';
import { color, fontSize, fontWeight, px, space } from '@sl/ui';

/** One line above the header; fixed so the strip never changes height once shown (CLS). */
const TOP_BANNER_HEIGHT = BANNER_SIZES.topBar;

const Strip = styled.aside<{ $background: string }>`
  box-sizing: border-box;
  height: ${px(TOP_BANNER_HEIGHT)};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${space.lg};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  background: ${(p) => p.$background};
  a {
    color: ${color.onBrand};
    font-weight: ${fontWeight.bold};
    font-size: ${fontSize.sm};
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** The promo bar's variant of a promotion: its top-banner text linking to its festival page. */
export function TopBanner({ promo }: { promo: PromoBanner }) {
  const top = promo.topBanner ?? { text: promo.title, link: promo.link };
  return (
    <Strip
      aria-label={`${promo.title} promotion`}
      data-promo={promo.name}
      data-kind="top-bar"
      $background={promo.heroBanner.background}
    >
      <Link to={top.link}>{top.text}</Link>
    </Strip>
  );
}

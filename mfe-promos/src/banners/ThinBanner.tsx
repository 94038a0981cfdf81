import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { BANNER_SIZES, thinBannerText, type PromoBanner } from '@sl/contracts';
import type { PromoMember } from '../member/useMember';
import { BannerButtons } from './BannerActions';
import { color, fontSize, fontWeight, media, px, radius, space } from '@sl/ui';

/** Fixed height so a thin banner never shifts the page as it loads (CLS). */
const THIN_HEIGHT = BANNER_SIZES.thin;

/**
 * Exactly THIN_HEIGHT at every width, as the shell reserves it: on a phone the text truncates and the buttons
 * stack small beside it instead of wrapping below (which made mobile racing pages jump).
 */
const Box = styled.aside<{ $background: string }>`
  box-sizing: border-box;
  height: ${px(THIN_HEIGHT)};
  overflow: hidden;
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  background: ${(p) => p.$background};
  color: ${color.onBrand};
  border-radius: ${radius.md};
  padding: ${space.sm} ${space.lg};
  margin-bottom: ${px(BANNER_SIZES.gap)};
  a {
    color: ${color.onBrand};
    font-weight: ${fontWeight.bold};
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
  ${media.mobile} {
    padding: ${space.xs} ${space.sm};
    font-size: ${fontSize.sm};
    > div:last-child > div {
      flex-direction: column;
      gap: ${space.xs};
    }
    > div:last-child button,
    > div:last-child a {
      padding: ${space.xxs} ${space.sm};
      font-size: ${fontSize.xs};
    }
  }
`;

const Title = styled.strong`
  display: block;
  font-size: ${fontSize.lg};
  ${media.mobile} {
    font-size: ${fontSize.md};
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

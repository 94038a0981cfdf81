import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { BANNER_SIZES, decideBanners, type BannerVariant } from '@sl/contracts';
import { HeroCarousel } from '../banners/HeroCarousel';
import { HeroBanner } from '../banners/HeroBanner';
import { ThinBanner } from '../banners/ThinBanner';
import { TopBanner } from '../banners/TopBanner';
import { useBanners } from '../data/queries';
import { useMember } from '../member/useMember';
import { px } from '@sl/ui';

const Root = styled.div<{ $gap: number }>`
  margin-bottom: ${(p) => px(p.$gap)};
`;

/**
 * The configured promotions for the current page, by the banner display rules (spec document 1 §2). Every kind has
 * a fixed height (BANNER_SIZES); the shell holds that space from its page-time hint, so nothing here reserves or
 * jumps while the data loads.
 */
export default function Banners({ variant = 'page' }: { variant?: BannerVariant }) {
  const { pathname } = useLocation();
  const { data } = useBanners();
  const member = useMember();
  const decision = data ? decideBanners(data, pathname, variant) : { kind: 'none' as const };
  if (decision.kind === 'none') return null;
  const topBar = variant === 'top-bar';
  return (
    <Root
      data-remote="promos"
      data-build={__SL_BUILD_LABEL__}
      data-banners={decision.kind}
      $gap={topBar ? 0 : BANNER_SIZES.gap}
    >
      {decision.kind === 'hero' && <HeroBanner promo={decision.promos[0]} member={member} />}
      {decision.kind === 'carousel' && <HeroCarousel promos={decision.promos} member={member} />}
      {decision.kind === 'thin' &&
        topBar &&
        decision.promos.map((promo) => <TopBanner key={promo.name} promo={promo} />)}
      {decision.kind === 'thin' &&
        !topBar &&
        decision.promos.map((promo) => (
          <ThinBanner key={promo.name} promo={promo} path={pathname} member={member} />
        ))}
    </Root>
  );
}

import { useLocation } from 'react-router';
import styled from 'styled-components';
import { decideBanners, isHomePath, type BannerVariant } from '@sl/contracts';
import { HERO_HEIGHT } from '../banners/HeroBanner';
import { HeroCarousel } from '../banners/HeroCarousel';
import { HeroBanner } from '../banners/HeroBanner';
import { THIN_HEIGHT, ThinBanner } from '../banners/ThinBanner';
import { useBanners } from '../data/queries';
import { useMember } from '../member/useMember';

const Root = styled.div<{ $reserve: number }>`
  min-height: ${(p) => p.$reserve}px;
  margin-bottom: 12px;
`;

/**
 * The configured promotions for the current page, by the banner display rules (spec document 1 §2). While they
 * load, the space the likely layout needs is held so nothing below jumps (CLS).
 */
export default function Banners({ variant = 'page' }: { variant?: BannerVariant }) {
  const { pathname } = useLocation();
  const { data, isPending } = useBanners();
  const member = useMember();
  const decision = data ? decideBanners(data, pathname, variant) : { kind: 'none' as const };
  if (!isPending && decision.kind === 'none') return null;
  const reserve = isPending ? (isHomePath(pathname) && variant !== 'top-bar' ? HERO_HEIGHT : THIN_HEIGHT) : 0;
  return (
    <Root
      data-remote="promos"
      data-build={__SL_BUILD_LABEL__}
      data-banners={decision.kind}
      $reserve={reserve}
    >
      {decision.kind === 'hero' && <HeroBanner promo={decision.promos[0]} member={member} />}
      {decision.kind === 'carousel' && <HeroCarousel promos={decision.promos} member={member} />}
      {decision.kind === 'thin' &&
        decision.promos.map((promo) => (
          <ThinBanner key={promo.name} promo={promo} path={pathname} member={member} />
        ))}
    </Root>
  );
}

import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { BANNER_SIZES, SLIDER, heroCarouselMode, type PromoBanner } from '@sl/contracts';
import type { PromoMember } from '../member/useMember';
import { HeroBanner } from './HeroBanner';
import { px, space, useMediaQuery } from '@sl/ui';

// react-slick comes only to pages that slide (home with several hero promos), not with every page's banners.
const HeroSlider = lazy(() => import('./HeroSlider'));

const Dual = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.md};
`;

/** The slider's space while its code arrives, so nothing moves when it does (CLS). */
const Held = styled.div`
  height: ${px(BANNER_SIZES.carousel)};
`;

/**
 * Two or more hero promos on home (spec document 1 §2 and §9): on desktop two side by side (the first two), three or
 * more in a slider with arrows; below the carousel breakpoint (1000 px) always a slider showing 1.05 slides.
 */
export function HeroCarousel({ promos, member }: { promos: PromoBanner[]; member: PromoMember }) {
  const mobile = useMediaQuery(`(max-width: ${px(SLIDER.defaultMobileBreakpoint - 1)})`);
  if (heroCarouselMode(promos.length, mobile) === 'dual') {
    return (
      <Dual data-testid="promo-carousel" data-mode="dual">
        {promos.slice(0, 2).map((p) => (
          <HeroBanner key={p.name} promo={p} member={member} />
        ))}
      </Dual>
    );
  }
  return (
    <Suspense fallback={<Held aria-busy="true" />}>
      <HeroSlider promos={promos} member={member} mobile={mobile} />
    </Suspense>
  );
}

import Slider from 'react-slick';
import styled from 'styled-components';
import { BANNER_SIZES, SLIDER, type PromoBanner } from '@sl/contracts';
import type { PromoMember } from '../member/useMember';
import { HeroBanner } from './HeroBanner';
import { useMediaQuery } from './useMediaQuery';

const Dual = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

// The slick layout rules we need, written here because the remote's build has no CSS loader.
const SlickFrame = styled.div`
  height: ${BANNER_SIZES.carousel}px;
  .slick-slider {
    position: relative;
    user-select: none;
    touch-action: pan-y;
  }
  .slick-list {
    overflow: hidden;
    position: relative;
  }
  .slick-track {
    display: flex;
    position: relative;
  }
  .slick-slide {
    padding-right: 8px;
    box-sizing: border-box;
  }
  .slick-dots {
    /* react-slick sets display: block inline on the dots list. */
    display: flex !important;
    justify-content: center;
    gap: 6px;
    list-style: none;
    padding: 0;
    margin: 6px 0 0;
  }
  .slick-dots button {
    width: 12px;
    height: 12px;
    padding: 0;
    border-radius: 50%;
    border: 1px solid ${(p) => p.theme.colors.primary};
    background: transparent;
    font-size: 0;
    color: transparent;
  }
  .slick-dots .slick-active button {
    background: ${(p) => p.theme.colors.primary};
  }
`;

/**
 * Two or more hero promos on home (spec document 1 §2 and §9): on desktop the first two side by side; below the
 * carousel breakpoint a slider showing 1.05 slides, no arrows, autoplay off (speed 6000 ms when switched on).
 */
export function HeroCarousel({ promos, member }: { promos: PromoBanner[]; member: PromoMember }) {
  const mobile = useMediaQuery(`(max-width: ${SLIDER.defaultMobileBreakpoint - 1}px)`);
  if (!mobile) {
    return (
      <Dual data-testid="promo-carousel" data-mode="dual">
        {promos.slice(0, 2).map((p) => (
          <HeroBanner key={p.name} promo={p} member={member} />
        ))}
      </Dual>
    );
  }
  return (
    <SlickFrame
      data-testid="promo-carousel"
      data-mode="slider"
      data-slides-to-show={SLIDER.mobileSlidesToShow}
    >
      <Slider
        slidesToShow={SLIDER.mobileSlidesToShow}
        slidesToScroll={1}
        arrows={false}
        dots
        infinite={false}
        autoplay={SLIDER.autoplay}
        autoplaySpeed={SLIDER.autoplaySpeed}
      >
        {promos.map((p) => (
          <HeroBanner key={p.name} promo={p} member={member} />
        ))}
      </Slider>
    </SlickFrame>
  );
}

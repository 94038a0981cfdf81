import { useState, type MouseEventHandler } from 'react';
import Slider from 'react-slick';
import styled from 'styled-components';
import { BANNER_SIZES, SLIDER, type PromoBanner } from '@sl/contracts';
import type { PromoMember } from '../member/useMember';
import { HeroBanner } from './HeroBanner';
import { borderWidth, color, fontSize, px, radius, size, space, zIndex } from '@sl/ui';

/** The row under the slides holding the dots (and on desktop the arrows at its ends). */
const CONTROLS = BANNER_SIZES.carousel - BANNER_SIZES.hero;

// The slick layout rules we need, written here because the remote's build has no CSS loader.
const Frame = styled.section`
  height: ${px(BANNER_SIZES.carousel)};
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
    padding-right: ${space.sm};
    box-sizing: border-box;
  }
  .slick-dots {
    /* react-slick sets display: block inline on the dots list. */
    display: flex !important;
    justify-content: center;
    align-items: center;
    height: ${px(CONTROLS)};
    list-style: none;
    padding: 0;
    margin: 0;
  }
  /* Minimum-size targets, drawn as smaller dots. */
  .slick-dots button {
    position: relative;
    width: ${size.targetMin};
    height: ${size.targetMin};
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  .slick-dots button::before {
    content: '';
    position: absolute;
    inset: ${space.xs};
    border-radius: ${radius.round};
    border: ${borderWidth.hairline} solid ${color.primary};
  }
  .slick-dots .slick-active button::before {
    background: ${color.primary};
  }
  button:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.focus};
    outline-offset: ${borderWidth.hairline};
  }
  .slick-arrow {
    position: absolute;
    bottom: 0;
    z-index: ${zIndex.raised};
    width: ${px(CONTROLS)};
    height: ${px(CONTROLS)};
    padding: 0;
    border: ${borderWidth.hairline} solid ${color.primary};
    border-radius: ${radius.round};
    background: ${color.surface};
    color: ${color.primary};
    font-size: ${fontSize.xl};
    line-height: 1;
    cursor: pointer;
  }
  .slick-prev {
    left: 0;
  }
  .slick-next {
    right: ${space.sm};
  }
  .slick-arrow[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
`;

/** What react-slick hands a custom arrow (it clones the element with these). */
interface ArrowProps {
  direction: 'previous' | 'next';
  className?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** A real button with a name; at either end slick drops its handler and we say so rather than vanish from focus. */
function Arrow({ direction, className, onClick }: ArrowProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={direction === 'previous' ? 'Previous promotion' : 'Next promotion'}
      aria-disabled={onClick ? undefined : true}
      onClick={onClick}
    >
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </button>
  );
}

/**
 * The hero slider (spec document 1 §2 and §9): on mobile 1.05 slides with no arrows, on desktop one slide with
 * labelled arrows; dots on both, autoplay off (6000 ms when on), 500 ms slides. Slides off screen are inert, so
 * their links leave the tab order along with react-slick's aria-hidden.
 */
export default function HeroSlider({
  promos,
  member,
  mobile,
}: {
  promos: PromoBanner[];
  member: PromoMember;
  mobile: boolean;
}) {
  const [current, setCurrent] = useState(0);
  const slidesToShow = mobile ? SLIDER.mobileSlidesToShow : SLIDER.desktopSlidesToShow;
  const count = promos.length;
  return (
    <Frame
      aria-roledescription="carousel"
      aria-label="Featured promotions"
      data-testid="promo-carousel"
      data-mode="slider"
      data-slides-to-show={slidesToShow}
    >
      <Slider
        slidesToShow={slidesToShow}
        slidesToScroll={1}
        arrows={!mobile}
        prevArrow={<Arrow direction="previous" />}
        nextArrow={<Arrow direction="next" />}
        dots
        customPaging={(i) => (
          <button
            type="button"
            aria-label={`Show promotion ${i + 1} of ${count}`}
            aria-current={i === current ? 'true' : undefined}
          />
        )}
        infinite={false}
        speed={SLIDER.speed}
        // slick ignores a dot or arrow pressed while a slide is still moving (its default); a punter's second tap
        // should go where they asked, not be lost.
        waitForAnimate={false}
        autoplay={SLIDER.autoplay}
        autoplaySpeed={SLIDER.autoplaySpeed}
        // Without infinite, slick stops the last slide flush right at a fractional index (3 slides of 1.05: 1.95).
        beforeChange={(_from, to) => setCurrent(Math.round(to))}
      >
        {promos.map((p, i) => (
          <div
            key={p.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`Promotion ${i + 1} of ${count}`}
            inert={i !== current}
          >
            <HeroBanner promo={p} member={member} />
          </div>
        ))}
      </Slider>
    </Frame>
  );
}

import { Link } from 'react-router';
import styled from 'styled-components';
import { BANNER_SIZES, heroBreakpoint, type PromoBanner } from '@sl/contracts';
import { Artwork } from '../art/Artwork';
import type { PromoMember } from '../member/useMember';
import { BannerButtons, SubBanner } from './BannerActions';
import { FestivalHeroLine } from './FestivalHeroLine';
import { TextBlocks } from './TextBlocks';

/** Fixed height so the hero never shifts the page as it loads (CLS). */
export const HERO_HEIGHT = BANNER_SIZES.hero;

const Box = styled.section<{ $background: string; $mobileAt: number }>`
  position: relative;
  box-sizing: border-box;
  height: ${HERO_HEIGHT}px;
  overflow: hidden;
  display: grid;
  grid-template-columns: 1fr 40%;
  gap: 12px;
  padding: 20px;
  border-radius: 8px;
  color: #fff;
  background: ${(p) => p.$background};
  h2,
  h3,
  p,
  ul {
    margin: 0 0 6px;
  }
  a {
    color: #fff;
  }
  .art-mobile {
    display: none;
  }
  /* The festival's live line sits over the artwork column on desktop, so the text column keeps its room (the
     responsible-gambling line at its foot stays in view). */
  .festival-line {
    position: absolute;
    top: 20px;
    right: 20px;
    width: calc(40% - 24px);
    box-sizing: border-box;
    margin: 0;
    padding: 8px 12px;
    border-radius: 6px;
    background: rgba(0, 0, 0, 0.4);
    z-index: 1;
  }
  @media (max-width: ${(p) => p.$mobileAt}px) {
    .festival-line {
      position: static;
      width: auto;
      margin: 0 0 6px;
      padding: 0;
      background: none;
    }
    grid-template-columns: 1fr;
    padding: 14px;
    font-size: 0.9rem;
    /* The mobile hero keeps the same height (no layout shift), so the secondary blocks give way. */
    ul,
    h3 + p,
    .block-image {
      display: none;
    }
    h2 {
      font-size: 1.2rem;
    }
    h3 {
      font-size: 1rem;
    }
    .art-desktop {
      display: none;
    }
    .art-mobile {
      display: block;
      position: absolute;
      right: 8px;
      bottom: 8px;
      width: 96px;
      height: 64px;
      opacity: 0.5;
    }
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 1.5rem;
  a {
    text-decoration: none;
  }
`;

const Small = styled.p`
  font-size: 0.8rem;
  opacity: 0.9;
`;

const Aside = styled.div`
  min-width: 0;
`;

export function HeroBanner({ promo, member }: { promo: PromoBanner; member: PromoMember }) {
  const hero = promo.heroBanner;
  return (
    <Box
      aria-label={`${promo.title} promotion`}
      data-promo={promo.name}
      data-kind="hero"
      $background={hero.background}
      $mobileAt={heroBreakpoint(hero.mobileBreakpoint)}
    >
      <div>
        <Title>
          <span style={{ width: 32, height: 32, display: 'inline-block' }}>
            <Artwork art={hero.titleImage} sport={promo.sport} />
          </span>
          <Link to={promo.link}>{promo.title}</Link>
        </Title>
        <FestivalHeroLine promo={promo.name} />
        <TextBlocks blocks={hero.textBlocks} sport={promo.sport} />
        <BannerButtons buttons={hero.buttons} member={member} />
        <SubBanner sub={hero.subBanner} member={member} />
        {hero.altLink && (
          <p>
            <Link to={hero.altLink.link}>{hero.altLink.text}</Link>
          </p>
        )}
        {hero.bottomText && <Small>{hero.bottomText}</Small>}
      </div>
      <Aside className="art-desktop">
        <Artwork art={hero.image} sport={promo.sport} />
      </Aside>
      <div className="art-mobile">
        <Artwork art={hero.mobileImage} sport={promo.sport} />
      </div>
    </Box>
  );
}

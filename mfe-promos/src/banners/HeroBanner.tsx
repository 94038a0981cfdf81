import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { BANNER_SIZES, heroBreakpoint, type PromoBanner } from '@sl/contracts';
import { Artwork } from '../art/Artwork';
import type { PromoMember } from '../member/useMember';
import { BannerButtons, SubBanner } from './BannerActions';
import { FestivalHeroLine } from './FestivalHeroLine';
import { TextBlocks } from './TextBlocks';
import { borderWidth, color, fontSize, lineHeight, px, radius, size, space, zIndex } from '@sl/ui';

/** Fixed height so the hero never shifts the page as it loads (CLS). */
const HERO_HEIGHT = BANNER_SIZES.hero;

const Box = styled.section<{ $background: string; $mobileAt: number }>`
  position: relative;
  box-sizing: border-box;
  height: ${px(HERO_HEIGHT)};
  overflow: hidden;
  display: grid;
  grid-template-columns: 1fr 40%;
  gap: ${space.md};
  padding: ${space.xl};
  border-radius: ${radius.md};
  color: ${color.onBrand};
  background: ${(p) => p.$background};
  h2,
  h3,
  p,
  ul {
    margin: 0 0 ${space.xs};
  }
  a {
    color: ${color.onBrand};
  }
  a:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.onBrand};
    outline-offset: ${borderWidth.thick};
  }
  .art-mobile {
    display: none;
  }
  /* The festival's live line sits over the artwork column on desktop, so the text column keeps its room (the
     responsible-gambling line at its foot stays in view). */
  .festival-line {
    position: absolute;
    top: ${space.xl};
    right: ${space.xl};
    width: calc(40% - ${space.xl});
    box-sizing: border-box;
    margin: 0;
    padding: ${space.sm} ${space.md};
    border-radius: ${radius.md};
    background: ${color.overlay};
    z-index: ${zIndex.raised};
  }
  @media (max-width: ${(p) => px(p.$mobileAt)}) {
    .festival-line {
      position: static;
      width: auto;
      margin: 0 0 ${space.xs};
      padding: 0;
      background: none;
    }
    grid-template-columns: 1fr;
    padding: ${space.md};
    font-size: ${fontSize.sm};
    /* The mobile hero keeps the same height (no layout shift), so the secondary blocks give way. */
    ul,
    h3 + p,
    .block-image {
      display: none;
    }
    h2 {
      font-size: ${fontSize.xl};
    }
    h3 {
      font-size: ${fontSize.md};
    }
    .art-desktop {
      display: none;
    }
    .art-mobile {
      display: block;
      position: absolute;
      right: ${space.sm};
      bottom: ${space.sm};
      width: ${space.huge};
      height: ${space.huge};
      opacity: 0.5;
    }
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  font-size: ${fontSize.xxl};
  line-height: ${lineHeight.tight};
  a {
    text-decoration: none;
  }
`;

/** A link alone on its line is not inline text, so it needs the 24 px target height (WCAG 2.5.8). */
const AltLink = styled.p`
  margin: ${space.xs} 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${size.targetMin};
  }
`;

const Small = styled.p`
  font-size: ${fontSize.xs};
  opacity: 0.9;
`;

const TitleArt = styled.span`
  flex: none;
  display: inline-block;
  width: ${size.iconXl};
  height: ${size.iconXl};
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
          <TitleArt>
            <Artwork art={hero.titleImage} sport={promo.sport} />
          </TitleArt>
          <Link to={promo.link}>{promo.title}</Link>
        </Title>
        <FestivalHeroLine promo={promo.name} />
        <TextBlocks blocks={hero.textBlocks} sport={promo.sport} />
        <BannerButtons buttons={hero.buttons} member={member} />
        <SubBanner sub={hero.subBanner} member={member} />
        {hero.altLink && (
          <AltLink>
            <Link to={hero.altLink.link}>{hero.altLink.text}</Link>
          </AltLink>
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

import { Type, type Static } from 'typebox';
import type { FreeBetsMenuEntry, PromoBanner, SignpostingItem, SiteSettings } from '@sl/contracts';
import type { BettingPartnerWeights, CrossSellPartner } from '@sl/contracts/offers';
import { oneOf, type Same } from '@sl/server-kit';

const Flag = oneOf(['true', 'false']);
const Link = Type.Object({ text: Type.String(), link: Type.String() });

const TextBlock = Type.Union([
  Type.Object({ type: Type.Literal('image'), art: Type.String(), alt: Type.String() }),
  Type.Object({ type: Type.Literal('span'), text: Type.String() }),
  Type.Object({ type: Type.Literal('list'), items: Type.Array(Type.String()) }),
  Type.Object({ type: Type.Literal('heading'), text: Type.String() }),
]);

const HeroBanner = Type.Object({
  background: Type.String(),
  image: Type.String(),
  mobileImage: Type.String(),
  titleImage: Type.String(),
  textBlocks: Type.Array(TextBlock),
  buttons: Type.Array(
    Type.Object({
      kind: oneOf(['register', 'login', 'link']),
      label: Type.String(),
      link: Type.Optional(Type.String()),
      selfExclude: Type.Optional(Type.Boolean()),
    }),
  ),
  subBanner: Type.Optional(
    Type.Object({ text: Type.String(), link: Type.String(), selfExclude: Type.Boolean() }),
  ),
  bottomText: Type.Optional(Type.String()),
  altLink: Type.Optional(Link),
  mobileBreakpoint: Type.Number(),
});

const SignPost = Type.Object({
  competitionName: Type.String(),
  competitionId: Type.String(),
  bannerSignPostingEnabled: Flag,
  heroBannerEnabled: Flag,
  navSignPostingEnabled: Flag,
  team: Type.Optional(Type.Object({ teamId: Type.String(), teamName: Type.String() })),
});

/** GET /api/promos/v1/banners: the enabled promos, each a banner definition with its switches. */
export const BannersSchema = Type.Array(
  Type.Object({
    name: Type.String(),
    sport: oneOf(['racing', 'football', 'darts', 'other']),
    title: Type.String(),
    imageBaseRoute: Type.String(),
    courseName: Type.Optional(Type.String()),
    link: Type.String(),
    heroBanner: HeroBanner,
    topBanner: Type.Optional(Link),
    text: Type.String(),
    hero: Type.Boolean(),
    banner: Type.Boolean(),
    signPost: SignPost,
  }),
);

const SignpostingItemSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  url: Type.String(),
  signPostingEnabled: Type.String(),
  startDate: Type.Optional(Type.Number()),
  endDate: Type.Optional(Type.Number()),
  priority: Type.Number(),
});

/** GET /api/promos/v1/signposting. */
export const SignpostingSchema = Type.Object({
  navSignPostingEnabled: Type.String(),
  items: Type.Array(SignpostingItemSchema),
});

export const SiteSettingsSchema = Type.Object({ royalAscotMicrosite: Flag });

export const FreeBetsMenuSchema = Type.Array(
  Type.Object({
    name: Type.String(),
    url_segment: Type.String(),
    external_link: Type.Optional(Type.String()),
  }),
);

export const CrossSellSchema = Type.Array(
  Type.Object({
    appName: Type.String(),
    imageName: Type.String(),
    product: Type.Optional(Type.String()),
    link: Type.String(),
    affId: Type.Optional(Type.String()),
    dcmp: Type.Optional(Type.String()),
    selfExcludeType: Type.Optional(Type.String()),
    size: oneOf(['small', 'medium', 'large']),
  }),
);

export const WeightsSchema = Type.Record(Type.String(), Type.Number());

export const WeightsQuery = Type.Object({
  profile: Type.Optional(oneOf(['default', 'world-cup'])),
});

const _banners: Same<Static<typeof BannersSchema>, PromoBanner[]> = true;
const _signposting: Same<
  Static<typeof SignpostingSchema>,
  { navSignPostingEnabled: string; items: SignpostingItem[] }
> = true;
const _settings: Same<Static<typeof SiteSettingsSchema>, SiteSettings> = true;
const _menu: Same<Static<typeof FreeBetsMenuSchema>, FreeBetsMenuEntry[]> = true;
const _crossSell: Same<Static<typeof CrossSellSchema>, CrossSellPartner[]> = true;
const _weights: Same<Static<typeof WeightsSchema>, BettingPartnerWeights> = true;

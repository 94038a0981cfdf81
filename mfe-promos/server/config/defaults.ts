import {
  type BannerDefinition,
  type BannerTextBlock,
  type FreeBetsMenuEntry,
  type PromoName,
  type PromoSport,
} from '@sl/contracts';
import {
  FALLBACK_BETTING_PARTNER_WEIGHTS,
  WORLD_CUP_BETTING_PARTNER_WEIGHTS,
  type CrossSellPartner,
} from '@sl/contracts/offers';

/** What a fresh install starts with; release managers change it afterwards (it is data, not code). */
export interface PromoSeed {
  definition: BannerDefinition;
  enabled: boolean;
  hero: boolean;
  banner: boolean;
  sortOrder: number;
  navLabel: string;
  competitionId: string;
  team?: { teamId: string; teamName: string };
  signPostingEnabled: 'true' | 'false';
  startDate: number | null;
  endDate: number | null;
  priority: number;
}

const london = (iso: string) => Date.parse(iso);

const visitorButtons = [
  { kind: 'register' as const, label: 'Register for free' },
  { kind: 'login' as const, label: 'Member log-in' },
];

function promo(
  name: PromoName,
  o: {
    sport: PromoSport;
    title: string;
    text: string;
    link: string;
    colours: [string, string];
    courseName?: string;
    blocks: BannerTextBlock[];
    breakpoint: number;
    freeBetsLink?: string;
    nav: string;
    competitionId: string;
    team?: { teamId: string; teamName: string };
    campaign?: { from: string; to: string; priority: number };
    enabled?: boolean;
    hero?: boolean;
    sortOrder: number;
  },
): PromoSeed {
  const [from, to] = o.colours;
  return {
    definition: {
      name,
      sport: o.sport,
      title: o.title,
      imageBaseRoute: `/promos/${name}`,
      courseName: o.courseName,
      link: o.link,
      text: o.text,
      topBanner: { text: o.title, link: o.link },
      heroBanner: {
        background: `linear-gradient(120deg, ${from} 0%, ${to} 100%)`,
        image: `${name}-hero`,
        mobileImage: `${name}-hero-mobile`,
        titleImage: `${name}-title`,
        textBlocks: o.blocks,
        buttons: [
          ...visitorButtons,
          ...(o.freeBetsLink
            ? [{ kind: 'link' as const, label: 'Free bets', link: o.freeBetsLink, selfExclude: true }]
            : []),
        ],
        subBanner: o.freeBetsLink
          ? { text: 'Compare the best free bet offers', link: o.freeBetsLink, selfExclude: true }
          : undefined,
        bottomText: '18+ | Please gamble responsibly | BeGambleAware.org',
        altLink: { text: `More on ${o.title}`, link: o.link },
        mobileBreakpoint: o.breakpoint,
      },
    },
    enabled: o.enabled ?? false,
    hero: o.hero ?? true,
    banner: true,
    sortOrder: o.sortOrder,
    navLabel: o.nav,
    competitionId: o.competitionId,
    team: o.team,
    signPostingEnabled: o.campaign ? 'true' : 'false',
    startDate: o.campaign ? london(o.campaign.from) : null,
    endDate: o.campaign ? london(o.campaign.to) : null,
    priority: o.campaign?.priority ?? 99,
  };
}

/**
 * The eleven known promos. Cheltenham is on by default so the home page always shows one. Campaign dates are the
 * spec's editions (2024/25); the yearly ones come round again by rule (currentCampaign in @sl/contracts), and a
 * festival hero draws its edition's year and countdown from the clock, so no text here names a year.
 */
export const DEFAULT_PROMOS: PromoSeed[] = [
  promo('cheltenham', {
    sport: 'racing',
    title: 'Cheltenham Festival',
    text: 'Tips, racecards and free bets for all four days.',
    link: '/cheltenham-festival',
    colours: ['#7a2e00', '#e86a10'],
    courseName: 'Cheltenham',
    blocks: [
      { type: 'heading', text: 'Four days. Twenty-eight races.' },
      { type: 'span', text: 'Expert tips for every race of the Festival.' },
      { type: 'list', items: ['Daily tipster panel', 'Racecards and form', 'Fast results'] },
      { type: 'image', art: 'cheltenham-badge', alt: 'Cheltenham Festival badge' },
    ],
    breakpoint: 600,
    freeBetsLink: '/free-bets/racing/cheltenham',
    nav: 'Cheltenham',
    competitionId: 'cheltenham-festival',
    campaign: { from: '2025-02-25T00:00:00Z', to: '2025-03-15T00:00:00Z', priority: 1 },
    enabled: true,
    sortOrder: 1,
  }),
  promo('ascot', {
    sport: 'racing',
    title: 'Royal Ascot',
    text: 'Five days of the best flat racing, with tips for every race.',
    link: '/royal-ascot',
    colours: ['#0a2a6b', '#3a6fd8'],
    courseName: 'Ascot',
    blocks: [
      { type: 'heading', text: 'Royal Ascot' },
      { type: 'span', text: 'Racecards, tips and results from the Royal meeting.' },
    ],
    breakpoint: 560,
    nav: 'Royal Ascot',
    competitionId: 'royal-ascot',
    campaign: { from: '2025-06-10T00:00:00Z', to: '2025-06-22T00:00:00Z', priority: 2 },
    sortOrder: 2,
  }),
  promo('grand-national', {
    sport: 'racing',
    title: 'Grand National',
    text: 'Every runner, every tip, every price.',
    link: '/grand-national',
    colours: ['#5c0a44', '#c2185b'],
    courseName: 'Aintree',
    blocks: [
      { type: 'heading', text: 'The world’s greatest steeplechase' },
      { type: 'span', text: 'Three days at Aintree, the National itself on the Saturday.' },
      { type: 'list', items: ['Full runners and riders', 'Each-way tips'] },
    ],
    breakpoint: 675,
    freeBetsLink: '/free-bets/racing/grand-national',
    nav: 'Grand National',
    competitionId: 'grand-national',
    campaign: { from: '2025-03-29T00:00:00Z', to: '2025-04-06T00:00:00Z', priority: 1 },
    sortOrder: 3,
  }),
  promo('euros', {
    sport: 'football',
    title: 'Euro 24',
    text: 'Fixtures, tips and the best odds for every Euro 24 match.',
    link: '/football/euros',
    colours: ['#0b3d2e', '#1f8a5b'],
    blocks: [
      { type: 'heading', text: 'Euro 24' },
      { type: 'span', text: 'Every group, every match.' },
    ],
    breakpoint: 520,
    nav: 'Euro 24',
    competitionId: '2',
    campaign: { from: '2024-06-07T00:00:00Z', to: '2024-07-15T00:00:00Z', priority: 3 },
    sortOrder: 4,
  }),
  promo('efl', {
    sport: 'football',
    title: 'EFL',
    text: 'Championship, League One and League Two tips every weekend.',
    link: '/football/fixtures-results',
    colours: ['#1b1b3a', '#4b4b9a'],
    blocks: [{ type: 'span', text: 'The Football League, covered.' }],
    breakpoint: 490,
    nav: 'EFL',
    competitionId: '3',
    hero: false,
    sortOrder: 5,
  }),
  promo('epl', {
    sport: 'football',
    title: 'Premier League',
    text: 'Fixtures, tips and the best odds every matchday.',
    link: '/football/fixtures-results',
    colours: ['#2d0a4e', '#6a1fb0'],
    blocks: [{ type: 'span', text: 'All 380 matches.' }],
    breakpoint: 540,
    nav: 'Premier League',
    // Football's own ids: the Premier League is competition 2 and Arsenal team 1000 in its feed.
    competitionId: '2',
    team: { teamId: '1000', teamName: 'Arsenal' },
    hero: false,
    sortOrder: 6,
  }),
  promo('ebor', {
    sport: 'racing',
    title: 'Ebor Festival',
    text: 'York’s Ebor Festival: four days of top-class flat racing.',
    link: '/racing',
    colours: ['#3b2a00', '#b38a1a'],
    courseName: 'York',
    blocks: [{ type: 'span', text: 'Tips for the Ebor Handicap and every race.' }],
    breakpoint: 580,
    nav: 'Ebor',
    competitionId: 'ebor',
    campaign: { from: '2025-08-18T00:00:00Z', to: '2025-08-24T00:00:00Z', priority: 4 },
    hero: false,
    sortOrder: 7,
  }),
  promo('slplus', {
    sport: 'other',
    title: 'Sporting Life Plus',
    text: 'Premium racing data, ratings and tips for members.',
    link: '/plus',
    colours: ['#0b1f3a', '#f2b705'],
    blocks: [{ type: 'list', items: ['Timeform ratings', 'In-running data', 'Exclusive tips'] }],
    breakpoint: 620,
    nav: 'Plus',
    competitionId: 'slplus',
    hero: false,
    sortOrder: 8,
  }),
  promo('worlddarts', {
    sport: 'darts',
    title: 'World Darts Championship',
    text: 'Every match at the World Darts Championship, with tips and odds.',
    link: '/darts',
    colours: ['#3a0000', '#b71c1c'],
    blocks: [
      { type: 'heading', text: 'Game on' },
      { type: 'span', text: 'Daily darts tips.' },
    ],
    breakpoint: 500,
    freeBetsLink: '/free-bets/sports/world-darts',
    nav: 'World Darts',
    competitionId: 'world-darts',
    campaign: { from: '2024-12-15T00:00:00Z', to: '2025-01-04T00:00:00Z', priority: 2 },
    sortOrder: 9,
  }),
  promo('christmassports', {
    sport: 'other',
    title: 'Christmas Sport',
    text: 'Boxing Day racing and football over the festive period.',
    link: '/racing',
    colours: ['#0d3b1e', '#b71c1c'],
    blocks: [{ type: 'span', text: 'King George, Welsh National and a full football card.' }],
    breakpoint: 530,
    nav: 'Christmas',
    competitionId: 'christmas',
    campaign: { from: '2024-12-20T00:00:00Z', to: '2024-12-28T00:00:00Z', priority: 3 },
    hero: false,
    sortOrder: 10,
  }),
  promo('sosflats', {
    sport: 'racing',
    title: 'Summer of Flat Racing',
    text: 'The best of the summer flat season, with tips every day.',
    link: '/racing',
    colours: ['#0a3d3d', '#26a69a'],
    blocks: [{ type: 'span', text: 'From Newmarket to Goodwood.' }],
    breakpoint: 640,
    nav: 'Summer Flat',
    competitionId: 'sos-flats',
    campaign: { from: '2025-05-01T00:00:00Z', to: '2025-09-30T00:00:00Z', priority: 5 },
    hero: false,
    sortOrder: 11,
  }),
];

/** Free-bets menu entries (spec document 1 §2 routes). */
export const DEFAULT_FREE_BETS_MENU: FreeBetsMenuEntry[] = [
  { name: 'Racing', url_segment: 'racing' },
  { name: 'Cheltenham', url_segment: 'racing/cheltenham' },
  { name: 'Grand National', url_segment: 'racing/grand-national' },
  { name: 'World Darts', url_segment: 'sports/world-darts' },
  { name: 'Safer Gambling', url_segment: 'safer-gambling', external_link: 'https://www.begambleaware.org/' },
];

/**
 * A Sky product as a cross-sell partner: its name, artwork and link follow from the brand ('Vegas': Sky Vegas,
 * skyvegas). `campaign` false leaves out the dcmp campaign tag, as the casino's link goes without one.
 */
const skyPartner = (
  brand: string,
  product: string,
  selfExcludeType: string,
  size: CrossSellPartner['size'],
  campaign = true,
): CrossSellPartner => ({
  appName: `Sky ${brand}`,
  imageName: `sky${brand.toLowerCase()}`,
  product,
  link: `https://sky${brand.toLowerCase()}.example.com/`,
  affId: '681',
  ...(campaign ? { dcmp: 'sl_crosssell' } : {}),
  selfExcludeType,
  size,
});

/** Cross-sell partners; links are placeholders on example domains (our own, no partner artwork copied). */
export const DEFAULT_CROSS_SELL: CrossSellPartner[] = [
  skyPartner('Bet', 'sportsbook', 'bet', 'medium'),
  skyPartner('Vegas', 'vegas', 'vegas', 'medium'),
  skyPartner('Casino', 'casino', 'casino', 'small', false),
  skyPartner('Poker', 'poker', 'poker', 'small'),
  skyPartner('Bingo', 'bingo', 'bingo', 'small'),
];

export const DEFAULT_BETTING_WEIGHTS = {
  default: FALLBACK_BETTING_PARTNER_WEIGHTS,
  'world-cup': WORLD_CUP_BETTING_PARTNER_WEIGHTS,
} as const;

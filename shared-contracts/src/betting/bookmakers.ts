import { decimalOddsString, fractionToDecimal } from './odds';

/** Bookmaker ids (document 2, section 3). */
export const BOOKMAKER_IDS = { bestOdds: 0, betfair: 4, paddyPower: 6, skyBet: 15, skyBetV2: 17 } as const;
export type BookmakerId = (typeof BOOKMAKER_IDS)[keyof typeof BOOKMAKER_IDS];

/**
 * Sky Bet's affiliate tags by sport (document 2, section 7). Racing's are the spec's (aff 681, campaign
 * sl_hr_betlink); the spec says only that "football uses its own", so football's aff 682 and campaign
 * sl_fb_betlink are this site's choice, kept here so every football link carries the same pair.
 */
export const SKY_BET_CAMPAIGNS = {
  racing: { aff: 681, dcmp: 'sl_hr_betlink', path: 'horse-racing' },
  football: { aff: 682, dcmp: 'sl_fb_betlink', path: 'football' },
} as const;
export type SkyBetSport = keyof typeof SKY_BET_CAMPAIGNS;

/** Affiliate ids (document 2, section 9) and the racing Sky Bet tags (section 7). */
export const AFFILIATES = {
  betfair: { pid: 5148236, bidMobile: 9810, bidDesktop: 9809 },
  paddyPower: { pid: 13991179, bid: 7049 },
  skyBet: { aff: SKY_BET_CAMPAIGNS.racing.aff, dcmp: SKY_BET_CAMPAIGNS.racing.dcmp },
} as const;

/** Device ids (document 2, section 3). */
export const DEVICE = { mobile: 1, desktop: 2 } as const;
export type DeviceId = (typeof DEVICE)[keyof typeof DEVICE];

/** One bookmaker's price for a runner (document 2, section 3, "BookmakerOdds entry"). */
export interface BookmakerOdds {
  bookmakerId: number;
  bookmakerName: string;
  selectionId: string;
  bookmakerRaceid: string;
  bookmakerMarketId: string;
  artificial: boolean;
  fractionalOdds: string;
  decimalOdds: number;
  decimalOddsString: string;
}

/** Each bookmaker's short name: its logo file (document 2, section 7) and its partner-weight key. Not a permission. */
export const BOOKMAKER_LINK_NAMES: Record<number, string> = {
  [BOOKMAKER_IDS.betfair]: 'betfair',
  [BOOKMAKER_IDS.paddyPower]: 'paddypower',
  [BOOKMAKER_IDS.skyBet]: 'skybet',
  [BOOKMAKER_IDS.skyBetV2]: 'skybet',
};

/** Logo path (document 2, section 7), served by the shell. */
export function bookmakerLogo(bookmakerId: number): string | null {
  const name = BOOKMAKER_LINK_NAMES[bookmakerId];
  return name ? `/img/bookmakers/${name}.png` : null;
}

/** The size every bookmaker logo is drawn at (CSS pixels; the PNGs are twice this for sharp screens). */
export const BOOKMAKER_LOGO_SIZE = { width: 72, height: 24 } as const;

const present = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && String(value).trim() !== '';

/** Betfair affiliate redirect to the market with the selection; null when an input is missing. */
export function betfairLink(
  marketId: string | null | undefined,
  selectionId: string | null | undefined,
  device: DeviceId | null | undefined,
): string | null {
  if (!present(marketId) || !present(selectionId) || !device) return null;
  const bid = device === DEVICE.mobile ? AFFILIATES.betfair.bidMobile : AFFILIATES.betfair.bidDesktop;
  const target = `https://www.betfair.com/exchange/plus/horse-racing/market/${encodeURIComponent(marketId)}?selectionId=${encodeURIComponent(selectionId)}`;
  return `https://ads.betfair.com/redirect.aspx?pid=${AFFILIATES.betfair.pid}&bid=${bid}&redirecturl=${encodeURIComponent(target)}`;
}

/** Paddy Power affiliate redirect that adds the selection to the slip; null when an input is missing. */
export function paddyPowerLink(selectionId: string | null | undefined): string | null {
  if (!present(selectionId)) return null;
  const target = `https://www.paddypower.com/bet?action=addSelection&selectionId=${encodeURIComponent(selectionId)}`;
  return `https://media.paddypower.com/redirect.aspx?pid=${AFFILIATES.paddyPower.pid}&bid=${AFFILIATES.paddyPower.bid}&redirecturl=${encodeURIComponent(target)}`;
}

/** Sky Bet affiliate link to the event with the selection, tagged with the sport's aff and dcmp; null when an input is missing. */
export function skyBetLink(
  eventId: string | null | undefined,
  selectionId: string | null | undefined,
  sport: SkyBetSport = 'racing',
): string | null {
  if (!present(eventId) || !present(selectionId)) return null;
  const { aff, dcmp, path } = SKY_BET_CAMPAIGNS[sport];
  return `https://m.skybet.com/${path}/event/${encodeURIComponent(eventId)}?sels=${encodeURIComponent(selectionId)}&aff=${aff}&dcmp=${dcmp}`;
}

/** Sky Bet V2: bets={market}|{selection}, tagged with the sport's aff and dcmp, with islggdn=true when logged in. */
export function skyBetV2Link(
  marketId: string | null | undefined,
  selectionId: string | null | undefined,
  loggedIn: boolean,
  sport: SkyBetSport = 'racing',
): string | null {
  if (!present(marketId) || !present(selectionId)) return null;
  const { aff, dcmp } = SKY_BET_CAMPAIGNS[sport];
  const bets = encodeURIComponent(`${marketId}|${selectionId}`);
  const base = `https://m.skybet.com/go/bets?bets=${bets}&aff=${aff}&dcmp=${dcmp}`;
  return loggedIn ? `${base}&islggdn=true` : base;
}

/** Who is looking, as the links need it. skyBetV2 is the variant choice (see sky-bet-variant.ts). */
export interface LinkContext {
  device: DeviceId;
  loggedIn: boolean;
  skyBetV2: boolean;
}

/**
 * A Sky Bet price's link. The variant follows the viewer (document 2, section 6), not the feed's bookmaker id:
 * ids 15 and 17 are both Sky Bet prices. V2 needs the market id, which an artificial price does not have, so such
 * a price keeps the classic link (still the same selection); either link stands in when the other cannot be built.
 */
function skyBetPriceLink(odds: BookmakerOdds, context: LinkContext): string | null {
  const v2 = skyBetV2Link(odds.bookmakerMarketId, odds.selectionId, context.loggedIn);
  const classic = skyBetLink(odds.bookmakerRaceid, odds.selectionId);
  return context.skyBetV2 ? (v2 ?? classic) : (classic ?? v2);
}

/** The outbound link for one bookmaker price, or null when that bookmaker cannot be linked. */
export function bookmakerLink(odds: BookmakerOdds, context: LinkContext): string | null {
  switch (odds.bookmakerId) {
    case BOOKMAKER_IDS.betfair:
      return betfairLink(odds.bookmakerMarketId, odds.selectionId, context.device);
    case BOOKMAKER_IDS.paddyPower:
      return paddyPowerLink(odds.selectionId);
    case BOOKMAKER_IDS.skyBet:
    case BOOKMAKER_IDS.skyBetV2:
      return skyBetPriceLink(odds, context);
    default:
      return null;
  }
}

/** The three outcomes of a match's win/draw/win market (the football betting tab). */
export type MatchOutcome = 'home' | 'draw' | 'away';
const OUTCOME_CODE: Record<MatchOutcome, string> = { home: 'H', draw: 'D', away: 'A' };

/**
 * The Sky Bet link for one outcome of a football match, with football's aff and dcmp. The football feed carries
 * prices but no bookmaker ids, so the event is the match id, the market its match-result market ({id}-MR) and the
 * selection the outcome ({id}-H, -D or -A). The variant follows the viewer as on race cards.
 */
export function skyBetMatchLink(
  matchId: number,
  outcome: MatchOutcome,
  context: Pick<LinkContext, 'loggedIn' | 'skyBetV2'>,
): string | null {
  if (!Number.isInteger(matchId) || matchId <= 0) return null;
  const selectionId = `${matchId}-${OUTCOME_CODE[outcome]}`;
  return context.skyBetV2
    ? skyBetV2Link(`${matchId}-MR`, selectionId, context.loggedIn, 'football')
    : skyBetLink(String(matchId), selectionId, 'football');
}

/** Bookmakers the site can link to at all (best odds, id 0, is a price, not a bookmaker). */
const LINKABLE: ReadonlySet<number> = new Set([
  BOOKMAKER_IDS.betfair,
  BOOKMAKER_IDS.paddyPower,
  BOOKMAKER_IDS.skyBet,
  BOOKMAKER_IDS.skyBetV2,
]);

/**
 * Whether the member may be sent to this bookmaker. A signed-in member's `com.sbgcore.can_link_to` list is the
 * allow-list of bookmaker ids, as the identity provider issues them (strings such as '15'); a visitor who is not
 * signed in has no member restrictions, so every bookmaker is allowed.
 */
export function canLinkTo(
  bookmakerId: number,
  loggedIn: boolean,
  canLinkToList: readonly (string | number)[],
): boolean {
  if (!LINKABLE.has(bookmakerId)) return false;
  if (!loggedIn) return true;
  return canLinkToList.some((entry) => String(entry).trim() === String(bookmakerId));
}

/**
 * How many of the requested bookmakers the member may not be linked to (document 2, section 6: "the count of
 * requested bookmakers not in that list is computed"). Each bookmaker counts once; a visitor is never refused.
 */
export function unlinkableCount(
  requestedIds: readonly number[],
  loggedIn: boolean,
  canLinkToList: readonly (string | number)[],
): number {
  const requested = new Set(requestedIds.filter((id) => LINKABLE.has(id)));
  return [...requested].filter((id) => !canLinkTo(id, loggedIn, canLinkToList)).length;
}

/**
 * The artificial odds rule (document 2, section 4): when a runner has no Sky Bet price and a selection id and race
 * id are given, an artificial Sky Bet entry is added; optional fractional odds are converted to decimal.
 */
export function withArtificialSkyBetOdds(
  odds: readonly BookmakerOdds[],
  selectionId: string | null | undefined,
  raceId: string | null | undefined,
  fractionalOdds?: string | null,
): BookmakerOdds[] {
  if (odds.some((o) => o.bookmakerId === BOOKMAKER_IDS.skyBet)) return [...odds];
  if (!present(selectionId) || !present(raceId)) return [...odds];
  return [
    ...odds,
    {
      bookmakerId: BOOKMAKER_IDS.skyBet,
      bookmakerName: 'Sky Bet',
      selectionId,
      bookmakerRaceid: raceId,
      bookmakerMarketId: '',
      artificial: true,
      fractionalOdds: fractionalOdds ?? '',
      decimalOdds: fractionToDecimal(fractionalOdds),
      decimalOddsString: fractionalOdds ? decimalOddsString(fractionalOdds) : '',
    },
  ];
}

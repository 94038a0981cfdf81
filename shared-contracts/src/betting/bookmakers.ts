import { decimalOddsString, fractionToDecimal } from './odds';

/** Bookmaker ids (document 2, section 3). */
export const BOOKMAKER_IDS = { bestOdds: 0, betfair: 4, paddyPower: 6, skyBet: 15, skyBetV2: 17 } as const;
export type BookmakerId = (typeof BOOKMAKER_IDS)[keyof typeof BOOKMAKER_IDS];

/** Affiliate ids (document 2, section 9) and the racing Sky Bet tags (section 7). */
export const AFFILIATES = {
  betfair: { pid: 5148236, bidMobile: 9810, bidDesktop: 9809 },
  paddyPower: { pid: 13991179, bid: 7049 },
  skyBet: { aff: 681, dcmp: 'sl_hr_betlink' },
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

/** Logo path (document 2, section 7). */
export function bookmakerLogo(bookmakerId: number): string | null {
  const name = BOOKMAKER_LINK_NAMES[bookmakerId];
  return name ? `/img/bookmakers/${name}.png` : null;
}

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

/** Sky Bet affiliate link with the racing aff and dcmp tags; null when an input is missing. */
export function skyBetLink(
  raceId: string | null | undefined,
  selectionId: string | null | undefined,
): string | null {
  if (!present(raceId) || !present(selectionId)) return null;
  return `https://m.skybet.com/horse-racing/event/${encodeURIComponent(raceId)}?sels=${encodeURIComponent(selectionId)}&aff=${AFFILIATES.skyBet.aff}&dcmp=${AFFILIATES.skyBet.dcmp}`;
}

/** Sky Bet V2: bets={market}|{selection}, with islggdn=true when the member is logged in. */
export function skyBetV2Link(
  marketId: string | null | undefined,
  selectionId: string | null | undefined,
  loggedIn: boolean,
): string | null {
  if (!present(marketId) || !present(selectionId)) return null;
  const bets = encodeURIComponent(`${marketId}|${selectionId}`);
  const base = `https://m.skybet.com/go/bets?bets=${bets}&aff=${AFFILIATES.skyBet.aff}&dcmp=${AFFILIATES.skyBet.dcmp}`;
  return loggedIn ? `${base}&islggdn=true` : base;
}

/** The outbound link for one bookmaker price, or null when that bookmaker cannot be linked. */
export function bookmakerLink(
  odds: BookmakerOdds,
  context: { device: DeviceId; loggedIn: boolean },
): string | null {
  switch (odds.bookmakerId) {
    case BOOKMAKER_IDS.betfair:
      return betfairLink(odds.bookmakerMarketId, odds.selectionId, context.device);
    case BOOKMAKER_IDS.paddyPower:
      return paddyPowerLink(odds.selectionId);
    case BOOKMAKER_IDS.skyBet:
      return skyBetLink(odds.bookmakerRaceid, odds.selectionId);
    case BOOKMAKER_IDS.skyBetV2:
      return skyBetV2Link(odds.bookmakerMarketId, odds.selectionId, context.loggedIn);
    default:
      return null;
  }
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

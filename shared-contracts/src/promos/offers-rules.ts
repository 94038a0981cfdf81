import { canLinkTo } from '@sl/contracts';
import { hidesSelfExcludeItems, visiblePartners } from './partners';
import type { FreeBetOffer, OfferCategory, OffersWithheld } from './offers';

/** What the offer rules need to know about a signed-in member, read from the identity provider's claims. */
export interface OfferMember {
  sensitiveAudience: boolean;
  selfExclusions: string[];
  /** Bookmaker ids the member may be linked to ('com.sbgcore.can_link_to'), as strings like '15'. */
  canLinkTo: string[];
}

/** Who is asking: where from (decided on the server from the CDN's country header) and, if signed in, who. */
export interface OfferViewer {
  ukIreland: boolean;
  member: OfferMember | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String)
    : [];

/**
 * The member from the claims as the identity provider issues them (its userinfo answer): `self_exclusion` (markers
 * such as 'bet'), `sensitive_audience` and `com.sbgcore.can_link_to` (bookmaker ids, not names).
 */
export function offerMemberFromClaims(claims: Record<string, unknown>): OfferMember {
  return {
    sensitiveAudience: claims.sensitive_audience === true,
    selfExclusions: strings(claims.self_exclusion)
      .map((m) => m.trim().toLowerCase())
      .filter(Boolean),
    canLinkTo: strings(claims['com.sbgcore.can_link_to']).map((id) => id.trim()),
  };
}

/** Live: switched on, started, and not yet at its end. */
export function isOfferLive(
  offer: Pick<FreeBetOffer, 'enabled' | 'startDate' | 'endDate'>,
  now: number,
): boolean {
  if (!offer.enabled) return false;
  if (Date.parse(offer.startDate) > now) return false;
  return offer.endDate === null || Date.parse(offer.endDate) > now;
}

/**
 * Why a viewer gets no offers: outside the UK and Ireland (docs/adr/0005), or a member with any self-exclusion
 * marker or in the sensitive audience (spec document 1 §2 and §6: selfExclude items such as free-bet links).
 */
export function offersWithheldFor(viewer: OfferViewer): OffersWithheld | null {
  if (!viewer.ukIreland) return 'region';
  if (viewer.member && hidesSelfExcludeItems(viewer.member)) return 'self-excluded';
  return null;
}

export interface VisibleOffers {
  withheld: OffersWithheld | null;
  offers: FreeBetOffer[];
  /** Bookmakers with live offers in the category the member may not be linked to (spec document 2 §6). */
  unlinkableBookmakers: number;
}

const byListing = (a: FreeBetOffer, b: FreeBetOffer) =>
  a.sortOrder - b.sortOrder || b.value - a.value || a.slug.localeCompare(b.slug);

/**
 * The offers a viewer sees in a category: live ones only, none at all when withheld, and for a signed-in member
 * only bookmakers in their can_link_to list and none whose selfExcludeType matches one of their markers.
 */
export function visibleOffers(
  offers: readonly FreeBetOffer[],
  viewer: OfferViewer,
  now: number,
  category: OfferCategory | 'all' = 'all',
): VisibleOffers {
  const withheld = offersWithheldFor(viewer);
  if (withheld) return { withheld, offers: [], unlinkableBookmakers: 0 };
  const live = offers
    .filter((o) => isOfferLive(o, now))
    .filter((o) => category === 'all' || o.categories.includes(category));
  const member = viewer.member;
  const linkable = member
    ? visiblePartners(live, member.selfExclusions).filter((o) =>
        canLinkTo(o.bookmakerId, true, member.canLinkTo),
      )
    : live;
  const unlinkable = new Set(live.filter((o) => !linkable.includes(o)).map((o) => o.bookmakerId));
  return { withheld: null, offers: [...linkable].sort(byListing), unlinkableBookmakers: unlinkable.size };
}

/** The newest change among the offers, ms (for the new-updates sign-posting), or null. */
export function latestOfferUpdate(offers: readonly Pick<FreeBetOffer, 'updatedAt'>[]): number | null {
  const times = offers.map((o) => Date.parse(o.updatedAt)).filter((t) => Number.isFinite(t));
  return times.length ? Math.max(...times) : null;
}

/** Offers changed since the last visit; a first visit (no record) marks none, since nothing is "new" to compare. */
export function offersNewSince<T extends Pick<FreeBetOffer, 'slug' | 'updatedAt'>>(
  offers: readonly T[],
  lastVisit: number | null,
): Set<string> {
  if (lastVisit === null) return new Set();
  return new Set(offers.filter((o) => Date.parse(o.updatedAt) > lastVisit).map((o) => o.slug));
}

/** One bookmaker on the betting-sites page: its live offers and the easiest way in. */
export interface BookmakerComparison {
  bookmakerId: number;
  bookmakerName: string;
  offers: number;
  bestValue: number;
  bestOffer: FreeBetOffer;
  lowestStake: number;
  categories: OfferCategory[];
}

/** The betting-sites comparison from the offers a viewer sees: one row per bookmaker, biggest best offer first. */
export function compareBookmakers(offers: readonly FreeBetOffer[]): BookmakerComparison[] {
  const rows = new Map<number, BookmakerComparison>();
  for (const offer of offers) {
    const row = rows.get(offer.bookmakerId);
    if (!row) {
      rows.set(offer.bookmakerId, {
        bookmakerId: offer.bookmakerId,
        bookmakerName: offer.bookmakerName,
        offers: 1,
        bestValue: offer.value,
        bestOffer: offer,
        lowestStake: offer.eligibility.minStake,
        categories: [...offer.categories],
      });
      continue;
    }
    row.offers += 1;
    if (offer.value > row.bestValue) {
      row.bestValue = offer.value;
      row.bestOffer = offer;
    }
    row.lowestStake = Math.min(row.lowestStake, offer.eligibility.minStake);
    for (const c of offer.categories) if (!row.categories.includes(c)) row.categories.push(c);
  }
  return [...rows.values()].sort(
    (a, b) => b.bestValue - a.bestValue || a.bookmakerName.localeCompare(b.bookmakerName),
  );
}

/** Self-exclusion markers a member can carry (spec document 1 §2). */
export const SELF_EXCLUSION_MARKERS = ['bet', 'bingo', 'casino', 'poker', 'vegas'] as const;

/** Cross-sell partner (spec document 2 §3). */
export interface CrossSellPartner {
  appName: string;
  imageName: string;
  product?: string;
  link: string;
  affId?: string;
  dcmp?: string;
  selfExcludeType?: string;
  size: 'small' | 'medium' | 'large';
}

/** Betting partner weights (spec document 2 §3, §7 and §9). */
export type BettingPartnerWeights = Record<string, number>;

export const BETTING_PARTNERS = ['skybet', 'betfair', 'paddypower'] as const;
export type BettingPartner = (typeof BETTING_PARTNERS)[number];

const weighEach = (weight: (partner: BettingPartner) => number): BettingPartnerWeights =>
  Object.fromEntries(BETTING_PARTNERS.map((partner) => [partner, weight(partner)]));

/** Fallback weights 1 each (spec document 2 §9). */
export const FALLBACK_BETTING_PARTNER_WEIGHTS: BettingPartnerWeights = weighEach(() => 1);

/** World cup weights: skybet 1, others 0 (spec document 2 §9). */
export const WORLD_CUP_BETTING_PARTNER_WEIGHTS: BettingPartnerWeights = weighEach((partner) =>
  partner === 'skybet' ? 1 : 0,
);

export interface MemberExclusion {
  sensitiveAudience: boolean;
  selfExclusions: readonly string[];
}

/** Items flagged selfExclude are hidden from sensitive-audience members and members with any exclusion marker. */
export function hidesSelfExcludeItems(member: MemberExclusion): boolean {
  return (
    member.sensitiveAudience ||
    member.selfExclusions.some((m) => (SELF_EXCLUSION_MARKERS as readonly string[]).includes(m.toLowerCase()))
  );
}

/** Partner logos whose selfExcludeType matches one of the member's exclusions are hidden (spec document 2 §5). */
export function visiblePartners<T extends Pick<CrossSellPartner, 'selfExcludeType'>>(
  partners: readonly T[],
  selfExclusions: readonly string[],
): T[] {
  const excluded = new Set(selfExclusions.map((m) => m.toLowerCase()));
  return partners.filter((p) => !p.selfExcludeType || !excluded.has(p.selfExcludeType.toLowerCase()));
}

/** Affiliate-trackable only if product, affId and dcmp all exist (spec document 2 §5). */
export function isAffiliateTrackable(partner: Pick<CrossSellPartner, 'product' | 'affId' | 'dcmp'>): boolean {
  return !!partner.product && !!partner.affId && !!partner.dcmp;
}

/** The partner link, with the affiliate tags only when it is trackable. */
export function partnerHref(partner: Pick<CrossSellPartner, 'link' | 'product' | 'affId' | 'dcmp'>): string {
  if (!isAffiliateTrackable(partner)) return partner.link;
  const url = new URL(partner.link);
  url.searchParams.set('AFF_ID', partner.affId as string);
  url.searchParams.set('dcmp', partner.dcmp as string);
  return url.toString();
}

/**
 * The service's weights for the betting partners when they are usable, else the configured ones. Names that are
 * not betting partners are dropped; an answer weighting none of them (or any of them badly) is no answer, since
 * it would hide every price.
 */
export function usableWeights(candidate: unknown, fallback: BettingPartnerWeights): BettingPartnerWeights {
  if (!candidate || typeof candidate !== 'object' || Array.isArray(candidate)) return fallback;
  const given = candidate as Record<string, unknown>;
  const entries = BETTING_PARTNERS.filter((partner) =>
    Object.prototype.hasOwnProperty.call(given, partner),
  ).map((partner) => [partner, given[partner]] as const);
  if (
    entries.length === 0 ||
    !entries.every(([, w]) => typeof w === 'number' && Number.isFinite(w) && w >= 0)
  )
    return fallback;
  return Object.fromEntries(entries) as BettingPartnerWeights;
}

import { BOOKMAKER_LINK_NAMES, type BookmakerOdds } from '@sl/contracts';
import {
  FALLBACK_BETTING_PARTNER_WEIGHTS,
  usableWeights,
  type BettingPartnerWeights,
} from '@sl/contracts/offers';

export type PartnerWeightsSource = () => Promise<BettingPartnerWeights>;

interface Logger {
  warn: (details: object, message: string) => void;
}

/**
 * The betting partners' weights from the promos service (GET content/betting-partners), kept for `maxAgeMs`;
 * when the call fails or answers nonsense, the configured fallback weights (1 each), logged (document 2, §7, §8).
 */
export function partnerWeightsFrom(
  url: string,
  log: Logger,
  maxAgeMs = 60_000,
  timeoutMs = 2_000,
): PartnerWeightsSource {
  let cached: { at: number; weights: BettingPartnerWeights } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.weights;
    let weights = FALLBACK_BETTING_PARTNER_WEIGHTS;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      weights = usableWeights(await response.json(), FALLBACK_BETTING_PARTNER_WEIGHTS);
    } catch (error) {
      log.warn({ url, err: error }, 'betting partners: using the configured weights');
    }
    cached = { at: Date.now(), weights };
    return weights;
  };
}

/**
 * A runner's prices in partner order: heaviest partner first (ties keep the feed's order), and a partner weighted
 * 0 (or not weighted at all) is not shown (document 2, §9: world cup weights skybet 1, others 0).
 */
export function byPartnerWeight(
  odds: readonly BookmakerOdds[],
  weights: BettingPartnerWeights,
): BookmakerOdds[] {
  const weightOf = (o: BookmakerOdds) => weights[BOOKMAKER_LINK_NAMES[o.bookmakerId] ?? ''] ?? 0;
  return odds.filter((o) => weightOf(o) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

import { ENTRY_STATUS, type RaceCard } from '@sl/contracts';
import { settleRacingTip, type Settlement } from '@sl/contracts/tip-records';
import { visibleResult } from '../racecard/present';
import type { TipDraft } from './pick';

/**
 * A tip's settlement from its race card as it stands at `now`: pending until the result is out; a horse that did
 * not run (taken out, or missing from the result) is void; otherwise settled at its starting price.
 */
export function settlementFor(draft: TipDraft, card: RaceCard | null, now: Date): Settlement {
  const result = card ? visibleResult(card, now) : null;
  if (!card || !result) return settleRacingTip(null, draft.price);
  const entry = card.entries.find((e) => e.horseCode === draft.horseCode);
  const placing = result.placings.find((p) => p.horseCode === draft.horseCode);
  const nonRunner = !entry || entry.statusId !== ENTRY_STATUS.runner || !placing;
  return settleRacingTip(
    { nonRunner, position: placing?.position ?? 0, startingPrice: placing?.startingPrice ?? '' },
    draft.price,
  );
}

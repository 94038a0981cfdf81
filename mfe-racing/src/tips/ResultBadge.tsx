import styled from 'styled-components';
import type { Tip } from '@sl/contracts';
import { formatPoints, RESULT_LABELS } from './format';
import { Badge, type BadgeTone, color, fontSize, fontWeight, radius, space } from '@sl/ui';

export const NapBadge = styled.span`
  display: inline-block;
  padding: ${space.xxs} ${space.xs};
  border-radius: ${radius.sm};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.04em;
  background: ${color.accent};
  color: ${color.onAccent};
`;

/** A tip's result with the SP and points it returned (1 point level stake). */
export function ResultBadge({ tip }: { tip: Pick<Tip, 'result' | 'startingPrice' | 'profit'> }) {
  const tone: BadgeTone =
    tip.result === 'won'
      ? 'positive'
      : tip.result === 'pending' || tip.result === 'void'
        ? 'neutral'
        : 'negative';
  return (
    <span>
      <Badge tone={tone}>{RESULT_LABELS[tip.result]}</Badge>
      {tip.result !== 'pending' && tip.result !== 'void' && tip.startingPrice && <> SP {tip.startingPrice}</>}
      {tip.profit !== null && <> ({formatPoints(tip.profit)} pts)</>}
    </span>
  );
}

import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { type Tip, type TipResult } from '@sl/contracts';
import { priceToDecimal } from '@sl/contracts/tip-records';
import { Badge, type BadgeTone, borderWidth, color, fontSize, radius, space } from '@sl/ui';

const Card = styled.article`
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.sm} ${space.md};
  margin-bottom: ${space.sm};
  h3,
  h4 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  p {
    margin: ${space.xs} 0;
    overflow-wrap: anywhere;
  }
`;

/** Won pays, lost and placed (an each-way half that returned less than the stake) cost, void is stake back. */
/** A badge beside text: kept apart by the design system's spacing rather than a typed space. */
const Tag = styled(Badge)`
  margin-left: ${space.xs};
`;

const RESULT_TONE: Record<TipResult, BadgeTone> = {
  pending: 'neutral',
  won: 'positive',
  lost: 'negative',
  placed: 'negative',
  void: 'neutral',
};

const RESULT_LABEL: Record<TipResult, string> = {
  pending: 'Pending',
  won: 'Won',
  lost: 'Lost',
  placed: 'Placed',
  void: 'Void',
};

export const profitText = (profit: number) => `${profit > 0 ? '+' : ''}${profit.toFixed(2)} pts`;

function ResultBadge({ tip }: { tip: Pick<Tip, 'result' | 'profit'> }) {
  return (
    <Tag tone={RESULT_TONE[tip.result]}>
      {RESULT_LABEL[tip.result]}
      {tip.profit !== null && tip.result !== 'pending' ? ` ${profitText(tip.profit)}` : ''}
    </Tag>
  );
}

/** One tipster's selection in a match: market, selection and price, the nap marked, the reasoning, the result. */
export function TipCard({
  tip,
  showMatch = false,
  level = 4,
}: {
  tip: Tip;
  showMatch?: boolean;
  /** The heading level that follows the page's outline (4 under a match heading, 3 straight under a section). */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <Card data-testid="football-tip" data-result={tip.result}>
      <Heading>
        {tip.tipster.name}: {tip.selection.name} ({tip.market}) at {tip.price}
        {tip.nap && <Tag tone="accent">NAP</Tag>}
        <ResultBadge tip={tip} />
      </Heading>
      {showMatch && (
        <p>
          <Link to={tip.event.path}>{tip.event.name}</Link>, {tip.event.venue}
        </p>
      )}
      <p>{tip.reasoning}</p>
    </Card>
  );
}

/** The daily accumulator: its legs with prices and results, and the combined odds. */
export function AccaCard({ tip }: { tip: Tip }) {
  const legs = tip.legs ?? [];
  const combined = legs.reduce((acc, l) => acc * (priceToDecimal(l.price) || 1), 1);
  return (
    <Card data-testid="football-acca" data-result={tip.result}>
      <h3>
        {tip.tipster.name}&apos;s {tip.event.name}: combined odds {combined.toFixed(2)} ({tip.price})
        <ResultBadge tip={tip} />
      </h3>
      <ol>
        {legs.map((l) => (
          <li key={l.event.id}>
            <Link to={l.event.path}>{l.event.name}</Link> ({l.event.venue}): {l.selection.name} at {l.price}{' '}
            <ResultBadge tip={{ result: l.result, profit: null }} />
          </li>
        ))}
      </ol>
      <p>{tip.reasoning}</p>
    </Card>
  );
}

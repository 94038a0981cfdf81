import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { tipsterPath, type Tip } from '@sl/contracts';
import { RESULT_LABELS } from './format';
import { NapBadge, ResultBadge } from './ResultBadge';
import { VisuallyHidden, borderWidth, color, fontWeight, space } from '@sl/ui';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.lg};
  > li {
    padding: ${space.sm} 0;
    border-bottom: ${borderWidth.hairline} solid ${color.border};
  }
  p {
    margin: ${space.xs} 0 0;
  }
  .pick {
    font-weight: ${fontWeight.bold};
  }
`;

/** Tips as a list: who, what at what price, nap marked, the result once in, and the reasoning. */
export function TipList({
  tips,
  show = 'tipster',
  withReasoning = true,
}: {
  tips: readonly Tip[];
  /** What leads each item: the tipster (a race's tips) or the event (a tipster's or a day's best bets). */
  show?: 'tipster' | 'event';
  withReasoning?: boolean;
}) {
  return (
    <List>
      {tips.map((tip) => (
        <li key={tip.id} data-testid="tip">
          <div>
            {show === 'tipster' ? (
              <Link to={tipsterPath(tip.tipster.id)}>{tip.tipster.name}</Link>
            ) : (
              <Link to={tip.event.path}>{tip.event.name}</Link>
            )}
            {tip.nap && (
              <>
                {' '}
                <NapBadge data-testid="nap-badge">
                  NAP<VisuallyHidden>: the tipster&apos;s best bet of the day</VisuallyHidden>
                </NapBadge>
              </>
            )}
          </div>
          <div>
            <span className="pick">{tip.selection.name}</span>
            {tip.market !== 'Win' && <> ({tip.market})</>}
            {tip.price && <> @ {tip.price}</>} <ResultBadge tip={tip} />
          </div>
          {show === 'event' && <div>{tip.tipster.name}</div>}
          {tip.legs && tip.legs.length > 0 && (
            <ol aria-label={`${tip.market} legs`}>
              {tip.legs.map((leg) => (
                <li key={`${leg.event.id}-${leg.selection.id}`}>
                  <Link to={leg.event.path}>{leg.event.name}</Link>: {leg.selection.name} ({leg.market})
                  {leg.price && <> @ {leg.price}</>} {RESULT_LABELS[leg.result]}
                </li>
              ))}
            </ol>
          )}
          {withReasoning && <p>{tip.reasoning}</p>}
        </li>
      ))}
    </List>
  );
}

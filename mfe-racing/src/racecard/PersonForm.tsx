import styled from 'styled-components';
import type { PersonForm as Form } from '@sl/contracts';
import { VisuallyHidden, color, fontSize } from '@sl/ui';

const Line = styled.span<{ $tone: 'up' | 'down' | 'flat' }>`
  font-size: ${fontSize.xs};
  color: ${color.muted};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  b {
    font-weight: inherit;
    color: ${(p) => (p.$tone === 'up' ? color.positive : p.$tone === 'down' ? color.negative : color.muted)};
  }
`;

const money = (profit: number) =>
  `${profit > 0 ? '+' : profit < 0 ? '−' : ''}£${Math.abs(profit).toFixed(2)}`;

/** A jockey's or trainer's last 14 days: "3/20 15% +£4.50" (wins from runs, strike rate, level-stakes profit). */
export function PersonFormLine({ form, who }: { form: Form | undefined; who: string }) {
  if (!form) return null;
  const tone = form.profit > 0 ? 'up' : form.profit < 0 ? 'down' : 'flat';
  return (
    <Line $tone={tone} data-testid="person-form">
      <VisuallyHidden>{who}&apos;s last 14 days: </VisuallyHidden>
      <span aria-hidden="true">14d </span>
      {form.runs === 0 ? (
        'no runs'
      ) : (
        <>
          {form.wins}/{form.runs} {form.winPercent}% <b>{money(form.profit)}</b>
          <VisuallyHidden> level-stakes profit</VisuallyHidden>
        </>
      )}
    </Line>
  );
}

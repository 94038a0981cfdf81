import styled from 'styled-components';
import { TIP_PERIOD_LABELS, TIP_PERIODS, type TipPeriod } from '@sl/contracts';
import { Button, space } from '@sl/ui';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: ${space.sm} 0 ${space.md};
`;

/** Which period a table counts: toggle buttons, the chosen one pressed. */
export function PeriodPicker({ value, onChange }: { value: TipPeriod; onChange: (p: TipPeriod) => void }) {
  return (
    <Group role="group" aria-label="Period">
      {TIP_PERIODS.map((p) => (
        <Button
          key={p}
          size="sm"
          variant={p === value ? 'primary' : 'secondary'}
          aria-pressed={p === value}
          onClick={() => onChange(p)}
        >
          {TIP_PERIOD_LABELS[p]}
        </Button>
      ))}
    </Group>
  );
}

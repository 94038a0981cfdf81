import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  overflow-x: auto;
  max-width: 100%;
  margin: 8px 0 16px;

  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9rem;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 4px 0;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A wide table that scrolls sideways on a phone instead of widening the page; keyboard users can scroll it too. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Region role="region" aria-label={label} tabIndex={0}>
      {children}
    </Region>
  );
}

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
  /* Every table here sits under a heading that says the same: the caption is for screen readers. */
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    text-align: left;
    /* Narrow side padding: at 360 px the six result columns fit without scrolling. */
    padding: 6px 4px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  small.comment {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
  td.num,
  th.num {
    text-align: right;
    padding-left: 8px;
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

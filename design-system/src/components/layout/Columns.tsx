import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../tokens/breakpoints';
import { space } from '../../tokens/scale';

const Grid = styled.div<{
  $from: 'tablet' | 'desktop';
  $widths: readonly [number, number];
  $align: 'start' | 'stretch';
}>`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  align-items: ${(p) => p.$align};
  ${(p) => media[p.$from]} {
    grid-template-columns: ${(p) => p.$widths.map((w) => `minmax(0, ${w}fr)`).join(' ')};
  }
`;

export interface ColumnsProps extends HTMLAttributes<HTMLDivElement> {
  /** The smallest screen that has room for two columns. */
  from?: 'tablet' | 'desktop';
  /** The columns' shares of the width: [2, 1] for a main column and a side one. */
  widths?: readonly [number, number];
  /** 'stretch' draws side-by-side boxes the same height; 'start' lets each end where its content does. */
  align?: 'start' | 'stretch';
  children: ReactNode;
}

/** A page's two columns side by side from a breakpoint on, one above the other below it. */
export function Columns({
  from = 'tablet',
  widths = [1, 1],
  align = 'start',
  children,
  ...rest
}: ColumnsProps) {
  return (
    <Grid $from={from} $widths={widths} $align={align} {...rest}>
      {children}
    </Grid>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { size, space } from '../../tokens/scale';
import { bareList } from './bareList';

type Gap = 'sm' | 'lg';

const Grid = styled.ul<{ $gap: Gap; $align: 'stretch' | 'start' }>`
  ${bareList}
  display: grid;
  gap: ${(p) => space[p.$gap]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${size.columnMin}), 1fr));
  align-items: ${(p) => p.$align};
  > * {
    min-width: 0;
  }
`;

export interface TileGridProps extends HTMLAttributes<HTMLElement> {
  /** A list of cards, an ordered one (news by date), or a div for placeholders that are not yet a list. */
  as?: 'ul' | 'ol' | 'div';
  /** 'sm' for many small cards (a darts day has thirty matches), 'lg' for big ones. */
  gap?: Gap;
  /** 'start' lets each card keep its own height instead of matching the tallest in its row. */
  align?: 'stretch' | 'start';
  children: ReactNode;
}

/** Cards side by side as wide as there is room for (one column on a phone, two or three on a desktop). */
export function TileGrid({ as = 'ul', gap = 'lg', align = 'stretch', children, ...rest }: TileGridProps) {
  return (
    <Grid as={as} $gap={gap} $align={align} {...rest}>
      {children}
    </Grid>
  );
}

import type { LiHTMLAttributes } from 'react';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, radius, space } from '../../tokens/scale';

const Item = styled.li<{ $accent: boolean }>`
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  ${(p) => p.$accent && `border-left: ${borderWidth.bar} solid ${color.accent};`}
  border-radius: ${radius.md};
  padding: ${space.sm} ${space.md};
  min-width: 0;
  p {
    margin: ${space.xxs} 0;
  }
`;

export interface TileProps extends LiHTMLAttributes<HTMLLIElement> {
  /** A bar down the left edge in the accent colour, for a tip or a pick rather than a plain fact. */
  accent?: boolean;
}

/** A small flat card in a TileGrid (an event, a tip): a few short lines set close together. */
export function Tile({ accent = false, ...rest }: TileProps) {
  return <Item $accent={accent} {...rest} />;
}

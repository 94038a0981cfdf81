import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, shadow, space } from '../../tokens/scale';
import { media } from '../../tokens/breakpoints';

type CardPadding = 'none' | 'sm' | 'md' | 'lg';
const PADDING: Record<CardPadding, string> = { none: space.none, sm: space.sm, md: space.lg, lg: space.xl };

/** A card's raised surface without its padding, for a block that lays out its own inside (a page, a panel). */
export const cardSurface = css`
  background: ${color.surface};
  color: ${color.text};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.sm};
`;

const Box = styled.div<{ $padding: CardPadding; $stack: boolean }>`
  ${cardSurface}
  padding: ${(p) => PADDING[p.$padding]};
  min-width: 0;
  ${(p) =>
    p.$stack &&
    css`
      display: flex;
      flex-direction: column;
      gap: ${space.sm};
      height: 100%;
      box-sizing: border-box;
    `}
  ${media.narrow} {
    padding: ${(p) => (p.$padding === 'none' ? space.none : space.md)};
  }
`;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a section or article when the card has its own heading, a list item inside a list. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  padding?: CardPadding;
  /** Fill the grid cell and stack the content with small gaps, so cards side by side line up top and bottom. */
  stack?: boolean;
  children?: ReactNode;
}

/** A surface that groups related content. */
export function Card({ as = 'div', padding = 'md', stack = false, children, ...rest }: CardProps) {
  return (
    <Box as={as} $padding={padding} $stack={stack} {...rest}>
      {children}
    </Box>
  );
}

const Title = styled.h2`
  margin: 0 0 ${space.md};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
`;

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level that fits the page outline (axe checks the order). */
  level?: 2 | 3 | 4;
  children: ReactNode;
}

export function CardTitle({ level = 2, children, ...rest }: CardTitleProps) {
  return (
    <Title as={`h${level}` as 'h2' | 'h3' | 'h4'} {...rest}>
      {children}
    </Title>
  );
}

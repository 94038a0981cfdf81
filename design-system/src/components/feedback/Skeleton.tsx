import styled, { keyframes } from 'styled-components';
import { color } from '../../tokens/color';
import { fontSize, radius, space } from '../../tokens/scale';
import { media } from '../../tokens/breakpoints';

export interface SkeletonProps {
  /** A CSS width from the tokens (default: the full width). */
  width?: string;
  /** A CSS height from the tokens (default: one line of text). */
  height?: string;
  /** Several lines of text; the last one is shorter, as a paragraph's is. */
  lines?: number;
  className?: string;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Bar = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${(p) => p.$width};
  max-width: 100%;
  height: ${(p) => p.$height};
  border-radius: ${radius.sm};
  background: ${color.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

/** A placeholder while content loads; hidden from screen readers (the loading region announces itself). */
export function Skeleton({ width = '100%', height = fontSize.md, lines, className }: SkeletonProps) {
  if (!lines || lines <= 1)
    return <Bar aria-hidden="true" className={className} $width={width} $height={height} />;
  return (
    <Stack aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, i) => (
        <Bar key={i} $width={i === lines - 1 ? '60%' : width} $height={height} data-skeleton-line="" />
      ))}
    </Stack>
  );
}

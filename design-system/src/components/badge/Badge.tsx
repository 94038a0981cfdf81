import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space } from '../../tokens/scale';

export type BadgeTone = 'neutral' | 'positive' | 'negative' | 'warning' | 'info' | 'accent';

const solid = (bg: string, fg: string) => css`
  background: ${bg};
  color: ${fg};
  border-color: ${bg};
`;

/** Info has no "on" colour, so it is outlined: its text colour meets contrast on a surface in both schemes. */
const TONES: Record<BadgeTone, ReturnType<typeof css>> = {
  neutral: css`
    background: ${color.surfaceSunken};
    color: ${color.text};
    border-color: ${color.border};
  `,
  positive: solid(color.positive, color.onPositive),
  negative: solid(color.negative, color.onNegative),
  warning: solid(color.warning, color.onWarning),
  accent: solid(color.accent, color.onAccent),
  info: css`
    background: ${color.surface};
    color: ${color.info};
    border-color: ${color.info};
  `,
};

const Pill = styled.span<{ $tone: BadgeTone; $wrap: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: ${size.badge};
  padding: 0 ${space.xs};
  border: ${borderWidth.hairline} solid;
  border-radius: ${radius.sm};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  max-width: 100%;
  white-space: ${(p) => (p.$wrap ? 'normal' : 'nowrap')};
  vertical-align: middle;
  ${(p) => TONES[p.$tone]}
  abbr {
    text-decoration: none;
    cursor: help;
  }
`;

export interface BadgeProps {
  tone?: BadgeTone;
  /** The meaning of a short badge ("CD" → "Course and distance winner"), as an abbreviation's expansion. */
  title?: string;
  children: ReactNode;
  /** A sentence rather than a label (a non-runner's reason): it wraps instead of running past a phone's edge. */
  wrap?: boolean;
  className?: string;
}

/** A short label: a status, a course-and-distance mark, a count. */
export function Badge({ tone = 'neutral', title, children, wrap = false, className }: BadgeProps) {
  return (
    <Pill $tone={tone} $wrap={wrap} className={className} data-tone={tone}>
      {title ? <abbr title={title}>{children}</abbr> : children}
    </Pill>
  );
}

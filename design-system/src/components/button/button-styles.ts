import { css } from 'styled-components';
import { color } from '../../tokens/color';
import {
  borderWidth,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  size,
  space,
} from '../../tokens/scale';
import { media } from '../../tokens/breakpoints';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const VARIANTS: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.primary};
    color: ${color.onPrimary};
    border-color: ${color.primary};
  `,
  secondary: css`
    background: ${color.surface};
    color: ${color.text};
    border-color: ${color.borderStrong};
  `,
  ghost: css`
    background: transparent;
    color: ${color.link};
    border-color: transparent;
  `,
  danger: css`
    background: ${color.negative};
    color: ${color.onNegative};
    border-color: ${color.negative};
  `,
};

/** One look for every button and button-like link (the issue counted 13 separately styled ones). */
export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: ${(p) => (p.$size === 'sm' ? size.targetMin : size.target)};
  min-width: ${(p) => (p.$size === 'sm' ? size.targetMin : size.target)};
  padding: ${(p) => (p.$size === 'sm' ? `${space.xxs} ${space.sm}` : `${space.sm} ${space.lg}`)};
  font-size: ${(p) => (p.$size === 'sm' ? fontSize.sm : fontSize.md)};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
  border: ${borderWidth.hairline} solid;
  border-radius: ${radius.md};
  text-decoration: none;
  cursor: pointer;
  transition:
    filter ${motion.fast} ${motion.easing},
    background-color ${motion.fast} ${motion.easing};
  ${(p) => VARIANTS[p.$variant]}
  &:hover:not(:disabled) {
    filter: brightness(1.08);
    text-decoration: none;
  }
  &:active:not(:disabled) {
    filter: brightness(0.95);
  }
  ${(p) =>
    p.$variant === 'ghost' &&
    css`
      &:hover:not(:disabled) {
        background: ${color.surfaceAlt};
      }
    `}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

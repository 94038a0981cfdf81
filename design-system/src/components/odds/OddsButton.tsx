import styled, { css } from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, motion, radius, size, space } from '../../tokens/scale';
import { media } from '../../tokens/breakpoints';
import { VisuallyHidden } from '../a11y/VisuallyHidden';

export interface OddsButtonProps {
  /** The price as the punter reads it: "5/2", "Evs", "11/4". */
  price: string;
  /** The best price on offer for this selection across the bookmakers shown. */
  best?: boolean;
  /** The bookmaker's bet slip (opens in a new tab; a sponsored link). */
  href?: string;
  onClick?: () => void;
  /** What the press does, for screen readers: "Constitution Hill at 5/2 with Sky Bet". */
  label: string;
  className?: string;
}

const look = css<{ $best: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: ${size.oddsButton};
  min-height: ${size.target};
  padding: ${space.xxs} ${space.sm};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  cursor: pointer;
  transition: border-color ${motion.fast} ${motion.easing};
  &:hover {
    border-color: ${color.borderStrong};
    background: ${color.surfaceAlt};
    text-decoration: none;
  }
  ${(p) =>
    p.$best &&
    css`
      background: ${color.bestBg};
      color: ${color.bestText};
      border: ${borderWidth.thick} solid ${color.bestText};
      &:hover {
        background: ${color.bestBg};
        border-color: ${color.bestText};
      }
    `}
  ${media.reducedMotion} {
    transition: none;
  }
`;

const Anchor = styled.a<{ $best: boolean }>`
  ${look}
`;
const Press = styled.button<{ $best: boolean }>`
  ${look}
`;

const BestTag = styled.span`
  font-size: ${fontSize.xxs};
  font-weight: ${fontWeight.semibold};
  text-transform: uppercase;
  line-height: 1;
`;

/**
 * A price a punter can take. The visible price is for the eye; screen readers hear the label (which should say
 * the selection, the price and the bookmaker) and, on the best price, "best price".
 */
export function OddsButton({ price, best = false, href, onClick, label, className }: OddsButtonProps) {
  const body = (
    <>
      <span aria-hidden="true">{price}</span>
      {best && <BestTag aria-hidden="true">Best</BestTag>}
      <VisuallyHidden>
        {label}
        {best ? ', best price' : ''}
        {href ? ' (opens in a new tab)' : ''}
      </VisuallyHidden>
    </>
  );
  if (href)
    return (
      <Anchor
        href={href}
        target="_blank"
        rel="noopener sponsored"
        $best={best}
        className={className}
        data-best={best || undefined}
      >
        {body}
      </Anchor>
    );
  return (
    <Press type="button" onClick={onClick} $best={best} className={className} data-best={best || undefined}>
      {body}
    </Press>
  );
}

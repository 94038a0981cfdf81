import styled, { keyframes } from 'styled-components';
import { color, fontSize, fontWeight, media, radius, size, space } from '@sl/ui';

const pulse = keyframes`
  0% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.35; transform: scale(0.7); }
  100% { opacity: 1; transform: scale(1); }
`;

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: ${size.badge};
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.negative};
  color: ${color.onNegative};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Dot = styled.span`
  width: ${size.dot};
  height: ${size.dot};
  border-radius: ${radius.round};
  background: currentColor;
  animation: ${pulse} 1.6s ease-in-out infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`;

/** The in-play mark: a pulsing dot (still for readers who ask for reduced motion) and the word, for everyone. */
export function LiveBadge() {
  return (
    <Pill data-testid="live-badge">
      <Dot aria-hidden="true" />
      Live
    </Pill>
  );
}

import styled from 'styled-components';
import { Icon, media, motion } from '@sl/ui';

const Chevron = styled(Icon)`
  flex: none;
  transition: transform ${motion.fast} ${motion.easing};
  [aria-expanded='true'] > & {
    transform: rotate(90deg);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** The chevron at the end of a disclosure button: it points right, and down while its button is expanded. */
export function ExpandChevron() {
  return <Chevron name="chevron-right" />;
}

import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { REGISTER_DROPDOWN_DIM_OPACITY } from '@sl/contracts';
import { layout, media, motion, px, space } from '@sl/ui';
import { useContentDimmed } from '../header/dim';

/** At least a screen tall, so the footer starts below the fold and never jumps as sections fill in (CLS). */
const Main = styled.main<{ $dim: boolean }>`
  box-sizing: border-box;
  min-height: 100vh;
  max-width: ${px(layout.mainContent + layout.side + layout.gutter)};
  margin: 0 auto;
  padding: ${space.lg};
  opacity: ${(p) => (p.$dim ? REGISTER_DROPDOWN_DIM_OPACITY : 1)};
  transition: opacity ${motion.normal} ${motion.easing};
  ${media.narrow} {
    padding: ${space.md};
  }
`;

/** The page's main content, dimmed while the registration dropdown is open (spec document 2 §4). */
export function MainContent(props: ComponentPropsWithoutRef<'main'>) {
  const dimmed = useContentDimmed();
  return <Main {...props} $dim={dimmed} />;
}

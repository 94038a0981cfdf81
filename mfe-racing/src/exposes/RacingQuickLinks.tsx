import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { QUICK_LINKS_STRIP_HEIGHT, showsRacingQuickLinks } from '@sl/contracts';
import { px } from '@sl/ui';
import { QuickLinksStrip } from '../quick-links/QuickLinksStrip';

/** The height the shell holds for the strip on these pages: it never grows or shrinks the page (CLS). */
const Fixed = styled.div`
  box-sizing: border-box;
  height: ${px(QUICK_LINKS_STRIP_HEIGHT)};
  overflow: hidden;
`;

/**
 * The racing quick-links strip for the shell: shown only on the spec's racing paths (document 2, section 5),
 * nothing elsewhere.
 */
export default function RacingQuickLinks() {
  const { pathname } = useLocation();
  if (!showsRacingQuickLinks(pathname)) return null;
  return (
    <Fixed data-remote="racing" data-build={__SL_BUILD_LABEL__}>
      <QuickLinksStrip />
    </Fixed>
  );
}

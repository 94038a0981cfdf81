import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { QUICK_LINKS_STRIP_HEIGHT, showsFootballQuickLinks } from '@sl/contracts';
import { px } from '@sl/ui';
import { QuickLinksStrip } from '../quick-links/QuickLinksStrip';

/** The height the shell holds for the strip on football pages: it never grows or shrinks the page (CLS). */
const Fixed = styled.div`
  box-sizing: border-box;
  height: ${px(QUICK_LINKS_STRIP_HEIGHT)};
  overflow: hidden;
`;

/** The football quick-links strip: shown on football pages only (decided from the path), nothing elsewhere. */
export default function FootballQuickLinks() {
  const { pathname } = useLocation();
  if (!showsFootballQuickLinks(pathname)) return null;
  return (
    <Fixed data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <QuickLinksStrip />
    </Fixed>
  );
}

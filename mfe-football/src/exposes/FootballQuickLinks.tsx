import { useLocation } from 'react-router';
import { QuickLinksStrip } from '../quick-links/QuickLinksStrip';

/** The football quick-links strip: shown on football pages only (decided from the path), nothing elsewhere. */
export default function FootballQuickLinks() {
  const { pathname } = useLocation();
  if (pathname !== '/football' && !pathname.startsWith('/football/')) return null;
  return (
    <div data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <QuickLinksStrip />
    </div>
  );
}

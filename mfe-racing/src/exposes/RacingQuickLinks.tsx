import { useLocation } from 'react-router';
import { showsRacingQuickLinks } from '@sl/contracts';
import { QuickLinksStrip } from '../quick-links/QuickLinksStrip';

/**
 * The racing quick-links strip for the shell: shown only on the spec's racing paths (document 2, section 5),
 * nothing elsewhere.
 */
export default function RacingQuickLinks() {
  const { pathname } = useLocation();
  if (!showsRacingQuickLinks(pathname)) return null;
  return (
    <div data-remote="racing" data-build={__SL_BUILD_LABEL__}>
      <QuickLinksStrip />
    </div>
  );
}

import styled from 'styled-components';
import { px, space } from '@sl/ui';
import { QUICK_LINKS_SLIDES, londonDate } from '@sl/contracts';
import { useQuickLinks } from '../api/queries';
import { QuickLinkItem } from './QuickLinkItem';

// 7 slides by default, fewer below each spec width (document 2, section 9): the same steps as the racing strip.
const slideRules = QUICK_LINKS_SLIDES.slice()
  .reverse()
  .map((step) => `@media (max-width: ${px(step.below - 1)}) { --slides: ${step.slides}; }`)
  .join('\n');

const Track = styled.ul`
  --slides: 7;
  ${slideRules}
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  list-style: none;
  margin: 0 0 ${space.md};
  padding: ${space.xxs} 0;
  li {
    flex: 0 0 calc(100% / var(--slides));
    box-sizing: border-box;
    padding: 0 ${space.xxs};
    scroll-snap-align: start;
  }
`;

/** Today's matches, polled every 30 s; on error (or with nothing to show) the strip is hidden. */
export function QuickLinksStrip() {
  const { data, isError } = useQuickLinks(londonDate());
  // Live, pre-match and full time are the strip's three states; an abandoned match has no place in it.
  const items = (data ?? []).filter((item) => item.state !== 'ABANDONED');
  if (isError || items.length === 0) return null;
  return (
    <nav aria-label="Football quick links">
      <Track>
        {items.map((item) => (
          <li key={item.match_reference.id}>
            <QuickLinkItem item={item} />
          </li>
        ))}
      </Track>
    </nav>
  );
}

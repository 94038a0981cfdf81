import styled from 'styled-components';
import { londonDate } from '@sl/contracts';
import { useQuickLinks } from '../api/queries';
import { QuickLinkItem } from './QuickLinkItem';

/** 7 slides wide by default, fewer on narrower screens (spec document 2, section 9). */
const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 6 * 8px) / 7);
  gap: 8px;
  overflow-x: auto;
  list-style: none;
  margin: 0 0 12px;
  padding: 4px 0;
  @media (max-width: 1089px) {
    grid-auto-columns: calc((100% - 5 * 8px) / 6);
  }
  @media (max-width: 939px) {
    grid-auto-columns: calc((100% - 4 * 8px) / 5);
  }
  @media (max-width: 719px) {
    grid-auto-columns: calc((100% - 3 * 8px) / 4);
  }
  @media (max-width: 569px) {
    grid-auto-columns: calc((100% - 2 * 8px) / 3);
  }
  @media (max-width: 411px) {
    grid-auto-columns: calc((100% - 2 * 8px) / 2.2);
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

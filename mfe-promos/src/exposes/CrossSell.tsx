import styled from 'styled-components';
import { partnerHref, visiblePartners } from '@sl/contracts/offers';
import { PartnerMark } from '../art/Artwork';
import { useCrossSell } from '../data/queries';
import { useMember } from '../member/useMember';
import { VisuallyHidden, space } from '@sl/ui';

/** One row, the height of a partner mark, so the top bar around it never grows as it loads (CLS). */
const Strip = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  height: ${space.xxl};
`;

/** Partner product logos; a member's self-exclusion hides the matching partners (spec document 2 §5 and §6). */
export default function CrossSell() {
  const { data } = useCrossSell();
  const member = useMember();
  const partners = visiblePartners(data ?? [], member.selfExclusions);
  return (
    <nav aria-label="Our other products" data-remote="promos" data-build={__SL_BUILD_LABEL__}>
      <Strip>
        {partners.map((p) => (
          <li key={p.appName} data-partner={p.imageName} data-size={p.size}>
            <a href={partnerHref(p)} target="_blank" rel="noopener noreferrer sponsored">
              <PartnerMark name={p.appName} />
              <VisuallyHidden>{p.appName} (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </Strip>
    </nav>
  );
}

import styled from 'styled-components';
import { borderWidth, color, fontSize, fontWeight, media, radius, size, space } from '@sl/ui';

/**
 * The free-bets and festival menus: route links, external links and the way back, as one wrapping row of chips
 * (a menu that mixes external links cannot be the design system's route-only NavTabs).
 */
export const ChipList = styled.ul`
  /* Holds its links' screen-reader text, which would otherwise widen the page from outside the scroll. */
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  list-style: none;
  margin: ${space.md} 0 ${space.lg};
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: ${size.target};
    box-sizing: border-box;
    padding: ${space.xs} ${space.lg};
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.borderStrong};
    background: ${color.surfaceAlt};
  }
  /* On a phone the chips stay one row and scroll sideways inside it, so the offers are not pushed down. */
  ${media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    padding: ${space.xxs} ${space.xxs} ${space.xs};
    li {
      flex: none;
    }
  }
  a[aria-current='page'] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;

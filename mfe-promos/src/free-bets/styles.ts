import styled from 'styled-components';
import { ButtonLink, borderWidth, color, fontSize, fontWeight, lineHeight, radius, space } from '@sl/ui';

/** A titled block of a free-bets page (the offer's facts, its terms, the safer-gambling panel). */
export const Panel = styled.section`
  background: ${color.surface};
  color: ${color.text};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.lg};
  padding: ${space.md} ${space.lg};
  margin: ${space.lg} 0;
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.lg};
    line-height: ${lineHeight.tight};
  }
  ul {
    margin: ${space.xs} 0;
    padding-left: ${space.xl};
  }
  li + li {
    margin-top: ${space.xs};
  }
`;

/**
 * The sponsored "Claim offer" button: a link to the bookmaker drawn as the primary button. It holds its
 * screen-reader text (positioned), so that text never sits outside a scrolling table.
 */
export const ClaimLink = styled(ButtonLink)`
  position: relative;
  white-space: nowrap;
`;

/** "18+" as a round mark before the safer-gambling line. */
export const AgeBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: ${space.xl};
  min-height: ${space.xl};
  margin-right: ${space.sm};
  border: ${borderWidth.thick} solid ${color.negative};
  border-radius: ${radius.round};
  color: ${color.negative};
  font-size: ${fontSize.xxs};
  font-weight: ${fontWeight.black};
  line-height: 1;
`;

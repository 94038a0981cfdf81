import styled from 'styled-components';
import {
  bareList,
  borderWidth,
  cardSurface,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  size,
  space,
} from '@sl/ui';

/** One block of My Stable: what the member follows, or what those follows do next. */
export const Section = styled.section`
  ${cardSurface}
  padding: ${space.lg} ${space.xl};
  margin-bottom: ${space.lg};
  ${media.mobile} {
    padding: ${space.md};
  }
  h2 {
    margin: 0 0 ${space.md};
    font-size: ${fontSize.xl};
    line-height: ${lineHeight.tight};
  }
  h3 {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin: ${space.lg} 0 ${space.xs};
    font-size: ${fontSize.sm};
    color: ${color.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

/** A tidy list of rows: the name (or what happens) on the left, its action or state on the right. */
export const List = styled.ul`
  ${bareList}
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm} ${space.md};
    flex-wrap: wrap;
    min-height: ${size.target};
    padding: ${space.xs} 0;
    border-top: ${borderWidth.hairline} solid ${color.border};
  }
  li:first-child {
    border-top: none;
  }
  .name {
    font-weight: ${fontWeight.semibold};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .when {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.p`
  color: ${color.muted};
  margin: ${space.xs} 0;
  line-height: ${lineHeight.normal};
`;

/** The follow groups side by side where there is room (a long row per name reads badly on a desktop). */
export const Groups = styled.div`
  display: grid;
  gap: 0 ${space.xl};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${size.columnMin}), 1fr));
  > div {
    min-width: 0;
  }
`;

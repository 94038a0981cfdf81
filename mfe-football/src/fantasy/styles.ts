import styled from 'styled-components';
import { PlainTable, size, borderWidth, color, fontSize, fontWeight, radius, space } from '@sl/ui';

export const Section = styled.section`
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.sm};
  padding: ${space.md};
  margin-bottom: ${space.lg};
  h2 {
    margin-top: 0;
    font-size: ${fontSize.xl};
  }
`;

/** The game's tables: tight cells and figures of equal width; the member's own team's row in bold. */
export const Table = styled(PlainTable).attrs({ density: 'tight', tabular: true })`
  tr[data-mine] td {
    font-weight: ${fontWeight.bold};
  }
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.md};
  margin-bottom: ${space.sm};
  label {
    display: flex;
    flex-direction: column;
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.semibold};
  }
  select,
  input {
    font: inherit;
    min-height: ${size.target};
    padding: ${space.xxs} ${space.xs};
    border: ${borderWidth.hairline} solid ${color.muted};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.text};
  }
`;

export const Muted = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

export const Problems = styled.ul`
  color: ${color.negative};
  padding-left: ${space.lg};
  margin: ${space.sm} 0;
`;

export const Good = styled.p`
  color: ${color.positive};
  font-weight: ${fontWeight.bold};
`;

import styled from 'styled-components';
import {
  borderWidth,
  cardSurface,
  color,
  definitionPairs,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@sl/ui';

/** A titled block of the Plus pages (price, benefits, FAQ, the member's plan). */
export const Panel = styled.section`
  ${cardSurface}
  padding: ${space.lg} ${space.xl};
  margin-bottom: ${space.lg};
  line-height: ${lineHeight.normal};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.xl};
    line-height: ${lineHeight.tight};
  }
  h3 {
    margin: ${space.md} 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  p {
    margin: ${space.sm} 0;
  }
  ul {
    padding-left: ${space.xl};
  }
  li + li {
    margin-top: ${space.xs};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space.xs} ${space.lg};
    margin: ${space.sm} 0 ${space.lg};
  }
  ${definitionPairs}
`;

export const Muted = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.lg};
  margin-top: ${space.md};
`;

/** The test provider's plain statement, on every page that takes or shows a payment. */
export const TestModeBanner = styled.p`
  border: ${borderWidth.thick} dashed ${color.warning};
  color: ${color.text};
  background: ${color.highlight};
  border-radius: ${radius.md};
  padding: ${space.sm} ${space.md};
  font-weight: ${fontWeight.bold};
`;

export const ErrorText = styled.p`
  color: ${color.negative};
  font-weight: ${fontWeight.bold};
`;

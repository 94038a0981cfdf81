import styled, { css } from 'styled-components';
import { size } from '../../tokens/scale';

/** Hides content from the eye but keeps it for screen readers (the usual clip pattern). */
export const visuallyHidden = css`
  position: absolute !important;
  width: ${size.hairline};
  height: ${size.hairline};
  padding: 0;
  margin: calc(-1 * ${size.hairline});
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

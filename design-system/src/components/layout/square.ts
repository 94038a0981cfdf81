import { css } from 'styled-components';

/** A fixed square that centres one short thing (a shirt number, a trap number, initials) and never shrinks in a row. */
export const square = (side: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${side};
  height: ${side};
`;

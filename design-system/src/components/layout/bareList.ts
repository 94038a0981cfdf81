import { css } from 'styled-components';

/** A list that is only structure: no bullets and none of the browser's indent, so its items lay out as styled. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

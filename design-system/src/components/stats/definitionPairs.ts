import { css } from 'styled-components';
import { color } from '../../tokens/color';
import { fontWeight } from '../../tokens/scale';

/** A definition list's terms muted and semibold, its values unindented and free to shrink in a narrow column. */
export const definitionPairs = css`
  dt {
    color: ${color.muted};
    font-weight: ${fontWeight.semibold};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

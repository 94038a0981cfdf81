import styled from 'styled-components';
import { PlainTable, color, space } from '@sl/ui';

/**
 * The greyhound pages' tables. Narrow side padding: at 360 px the six result columns fit without scrolling.
 * Each sits under a heading that says what its caption does, so the caption is for screen readers.
 */
export const GreyhoundTable = styled(PlainTable).attrs({
  small: true,
  density: 'tight',
  valign: 'top',
  nowrap: 'figures',
  captionStyle: 'hidden',
})`
  small.comment {
    display: block;
    color: ${color.muted};
  }
  td.num,
  th.num {
    padding-left: ${space.sm};
  }
`;

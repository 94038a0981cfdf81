import styled from 'styled-components';
import { ScrollRegion, space } from '@sl/ui';

/** A table's scroll region with the room racing pages leave above and below a table. */
export const TableRegion = styled(ScrollRegion)`
  margin: ${space.sm} 0 ${space.lg};
`;

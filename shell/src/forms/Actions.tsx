import styled from 'styled-components';
import { space } from '@sl/ui';

/** A form's buttons in a row that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

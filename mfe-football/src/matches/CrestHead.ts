import styled from 'styled-components';
import { space } from '@sl/ui';

/** A page's heading with the large crest beside it (a team's page, a player's). */
export const CrestHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.lg};
  h1 {
    margin: 0;
  }
`;

import styled from 'styled-components';
import { borderWidth, color, radius, size } from '@sl/ui';

/** A square, thumb-sized (44 px) icon button on the brand bar; its name comes from aria-label or hidden text. */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: ${size.target};
  min-height: ${size.target};
  padding: 0;
  border: ${borderWidth.hairline} solid transparent;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.onBrand};
  cursor: pointer;
  &:hover {
    border-color: currentColor;
  }
  &:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.onBrand};
    outline-offset: ${borderWidth.hairline};
  }
`;

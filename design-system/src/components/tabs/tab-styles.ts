import { css } from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, size, space } from '../../tokens/scale';

/** The strip both tab kinds share: a bottom rule, scrolling sideways inside itself when the tabs do not fit. */
export const tabStrip = css`
  display: flex;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  border-bottom: ${borderWidth.hairline} solid ${color.border};
`;

export const tabItem = css`
  display: inline-flex;
  align-items: center;
  flex: 0 0 auto;
  min-height: ${size.target};
  padding: ${space.sm} ${space.lg};
  border: none;
  border-bottom: ${borderWidth.heavy} solid transparent;
  background: transparent;
  color: ${color.muted};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: ${color.text};
    background: ${color.surfaceAlt};
  }
  &:focus-visible {
    outline-offset: calc(-1 * ${borderWidth.heavy});
  }
`;

export const tabItemActive = css`
  color: ${color.text};
  border-bottom-color: ${color.primary};
`;

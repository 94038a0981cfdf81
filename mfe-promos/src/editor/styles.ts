import styled from 'styled-components';
import { borderWidth, color, fontSize, fontWeight, lineHeight, radius, size, space } from '@sl/ui';

export const Form = styled.form`
  display: grid;
  gap: ${space.lg};
  max-width: ${size.prose};
  label {
    display: block;
    font-weight: ${fontWeight.semibold};
    margin-bottom: ${space.xs};
  }
  input[type='text'],
  input[type='url'],
  input[type='number'],
  input[type='datetime-local'],
  select,
  textarea {
    width: 100%;
    min-height: ${size.target};
    box-sizing: border-box;
    padding: ${space.sm} ${space.md};
    font: inherit;
    border: ${borderWidth.hairline} solid ${color.borderStrong};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
  }
  textarea {
    line-height: ${lineHeight.normal};
  }
  input:hover,
  select:hover,
  textarea:hover {
    border-color: ${color.text};
  }
  input[type='checkbox'] {
    width: ${size.iconMd};
    height: ${size.iconMd};
    margin-right: ${space.sm};
    vertical-align: middle;
    accent-color: ${color.primary};
  }
  fieldset {
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.lg};
    background: ${color.surface};
    padding: ${space.md} ${space.lg};
    display: grid;
    gap: ${space.md};
    min-width: 0;
  }
  legend {
    font-weight: ${fontWeight.bold};
    padding: 0 ${space.xs};
  }
  .hint {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    margin: ${space.xxs} 0 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .row > div {
    flex: 1 1 ${size.inputMin};
    min-width: 0;
  }
`;

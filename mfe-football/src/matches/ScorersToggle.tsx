import styled from 'styled-components';
import { color, fontSize, size, space } from '@sl/ui';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: ${size.target};
  color: ${color.text};
  font-size: ${fontSize.sm};
  cursor: pointer;
  input {
    width: ${size.iconMd};
    height: ${size.iconMd};
    margin: 0;
    accent-color: ${color.primary};
  }
`;

export function ScorersToggle({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Label>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Show scorers
    </Label>
  );
}

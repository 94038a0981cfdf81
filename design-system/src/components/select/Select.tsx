import { useId } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@sl/contracts/federation';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, radius, size, space } from '../../tokens/scale';
import { visuallyHidden } from '../a11y/VisuallyHidden';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  /** Keep the label for screen readers only, where the context already says what the choice is. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  name?: string;
  disabled?: boolean;
  className?: string;
}

const Field = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${space.xxs};
  max-width: 100%;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  color: ${color.text};
  ${(p) => (p.$hidden ? visuallyHidden : '')}
`;

const Control = styled.select`
  min-height: ${size.target};
  min-width: 0;
  max-width: 100%;
  padding: ${space.sm} ${space.md};
  border: ${borderWidth.hairline} solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.md};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${color.text};
  }
`;

/**
 * A labelled native select (the platform's own picker, which phones and screen readers know). Disabled until the
 * page is hydrated.
 */
export function Select({
  label,
  hideLabel = false,
  value,
  onChange,
  options,
  name,
  disabled,
  className,
}: SelectProps) {
  const id = useId();
  // A choice made before React listens would change the box and nothing else (the page the server rendered is on
  // screen before its scripts have run): the box takes choices once hydrated.
  const hydrated = useHydrated();
  return (
    <Field className={className}>
      <Label htmlFor={id} $hidden={hideLabel}>
        {label}
      </Label>
      <Control
        id={id}
        name={name}
        value={value}
        disabled={disabled || !hydrated}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Control>
    </Field>
  );
}

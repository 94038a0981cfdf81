import { useState } from 'react';
import styled from 'styled-components';
import {
  SCHEME_STORAGE_KEY,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  radius,
  setSchemeChoice,
  shadow,
  size,
  space,
  useColorScheme,
  zIndex,
  type SchemeChoice,
  Icon,
} from '@sl/ui';

import { IconButton } from './IconButton';
import { useDropdown } from './useDropdown';

const Wrap = styled.div`
  position: relative;
  flex: none;
`;

const Panel = styled.fieldset`
  position: absolute;
  right: 0;
  top: calc(100% + ${space.xs});
  z-index: ${zIndex.dropdown};
  min-width: ${size.inputMin};
  margin: 0;
  padding: ${space.sm};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};
  legend {
    float: left;
    width: 100%;
    padding: ${space.xs} ${space.sm};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    color: ${color.muted};
    text-transform: uppercase;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: ${size.target};
    padding: 0 ${space.sm};
    border-radius: ${radius.sm};
    white-space: nowrap;
    cursor: pointer;
  }
  label:hover {
    background: ${color.surfaceAlt};
  }
  input {
    margin: 0;
    width: ${size.iconSm};
    height: ${size.iconSm};
    min-height: 0;
    accent-color: ${color.primary};
  }
`;

const CHOICES: { value: SchemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Device setting' },
];

/** The reader's stored choice ("system" when none): the stored key, read through the consent gate. */
function storedChoice(): SchemeChoice {
  try {
    const value = globalThis.localStorage?.getItem(SCHEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Light, dark or the device's setting, from a small menu of radio buttons in the header. The choice is stored as
 * `sl-color-scheme`, a functional preference: without functional consent the storage gate keeps it for this page
 * view only, which is what the cookie policy promises. Escape, a click outside or tabbing away closes the menu.
 */
export function SchemeToggle() {
  const scheme = useColorScheme();
  const [choice, setChoice] = useState<SchemeChoice>(storedChoice);
  const { open, toggle, id, wrap, button, onKeyDown, onBlur } = useDropdown<HTMLDivElement>();

  const choose = (next: SchemeChoice) => {
    setChoice(next);
    setSchemeChoice(next);
  };

  const now = scheme === 'dark' ? 'dark' : 'light';
  return (
    <Wrap ref={wrap} onKeyDown={onKeyDown} onBlur={onBlur} data-testid="scheme-toggle">
      <IconButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Colour scheme: ${now}`}
        onClick={toggle}
      >
        <Icon name={scheme === 'dark' ? 'moon' : 'sun'} />
      </IconButton>
      <Panel id={id} hidden={!open}>
        <legend>Colour scheme</legend>
        {CHOICES.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={`${id}-scheme`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Panel>
    </Wrap>
  );
}

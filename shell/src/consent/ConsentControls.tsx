import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CATEGORY_INFO, OPTIONAL_CATEGORIES } from './catalogue';
import type { ConsentChoices } from './record';
import { Button, borderWidth, color, fontWeight, size, space } from '@sl/ui';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${space.md};
  padding: 0;
  legend {
    font-weight: ${fontWeight.bold};
    margin-bottom: ${space.sm};
    padding: 0;
  }
  .category {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.xxs} ${space.md};
    align-items: start;
    padding: ${space.md} 0;
    border-top: ${borderWidth.hairline} solid ${color.border};
  }
  input {
    width: ${size.iconMd};
    height: ${size.iconMd};
    min-height: 0;
    margin: ${space.xxs} 0 0;
    padding: 0;
    accent-color: ${color.primary};
  }
  label {
    font-weight: ${fontWeight.bold};
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${color.muted};
  }
`;

/**
 * The labelled category toggles and a save button. Essential storage is shown, checked and locked; the optional
 * categories start from the visitor's current answer (off when there is none).
 */
export function ConsentControls({
  initial,
  onSave,
  saveLabel = 'Save my choices',
}: {
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  saveLabel?: string;
}) {
  const id = useId();
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choices);
  };
  return (
    <form onSubmit={submit} aria-label="Cookie choices">
      <Fieldset>
        <legend>Cookies and storage by category</legend>
        <div className="category">
          <input
            id={`${id}-essential`}
            type="checkbox"
            checked
            disabled
            aria-describedby={`${id}-essential-info`}
          />
          <label htmlFor={`${id}-essential`}>{CATEGORY_INFO.essential.label} (always on)</label>
          <p id={`${id}-essential-info`}>{CATEGORY_INFO.essential.description}</p>
        </div>
        {OPTIONAL_CATEGORIES.map((category) => (
          <div className="category" key={category}>
            <input
              id={`${id}-${category}`}
              type="checkbox"
              checked={choices[category]}
              onChange={(e) => setChoices((c) => ({ ...c, [category]: e.target.checked }))}
              aria-describedby={`${id}-${category}-info`}
            />
            <label htmlFor={`${id}-${category}`}>{CATEGORY_INFO[category].label}</label>
            <p id={`${id}-${category}-info`}>{CATEGORY_INFO[category].description}</p>
          </div>
        ))}
      </Fieldset>
      <Button type="submit">{saveLabel}</Button>
    </form>
  );
}

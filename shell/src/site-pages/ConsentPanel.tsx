import { useState } from 'react';
import styled from 'styled-components';
import { Button, borderWidth, color, radius, space } from '@sl/ui';
import { ConsentControls } from '../consent/ConsentControls';
import { CATEGORY_INFO, OPTIONAL_CATEGORIES } from '../consent/catalogue';
import { ALL_CONSENT, NO_CONSENT, choicesOf, type ConsentChoices } from '../consent/record';
import { decideConsent, useConsent } from '../consent/store';

const Panel = styled.section`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border: ${borderWidth.thick} solid ${color.primary};
  border-radius: ${radius.lg};
  background: ${color.surfaceAlt};
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin-top: ${space.md};
  }
`;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** The consent controls on the cookies policy page: the current answer, and ways to change or withdraw it. */
export function ConsentPanel() {
  const record = useConsent((s) => s.record);
  const [saved, setSaved] = useState<string | null>(null);
  // A new key remounts the toggles from the answer just given.
  const [version, setVersion] = useState(0);
  const decide = (choices: ConsentChoices, message: string) => {
    decideConsent(choices);
    setSaved(message);
    setVersion((v) => v + 1);
  };
  const current = choicesOf(record);
  return (
    <Panel aria-labelledby="consent-panel-title" data-testid="consent-panel">
      <h2 id="consent-panel-title">Your cookie choices</h2>
      <p data-testid="consent-status">
        {record
          ? `You answered on ${dateFormat.format(new Date(record.date))}: ` +
            OPTIONAL_CATEGORIES.map(
              (c) => `${CATEGORY_INFO[c].label.toLowerCase()} ${record.categories[c] ? 'on' : 'off'}`,
            ).join(', ') +
            '. Essential storage is always on.'
          : 'You have not made a choice yet, so only essential cookies and storage are in use.'}
      </p>
      <ConsentControls
        key={version}
        initial={current}
        onSave={(choices) => decide(choices, 'Your choices are saved.')}
      />
      <div className="actions">
        <Button variant="secondary" onClick={() => decide(ALL_CONSENT, 'You accepted all cookies.')}>
          Accept all
        </Button>
        <Button
          variant="secondary"
          type="button"
          onClick={() =>
            decide(NO_CONSENT, 'Consent withdrawn: non-essential cookies and storage have been removed.')
          }
        >
          Withdraw consent (essential only)
        </Button>
      </div>
      <p role="status">{saved}</p>
    </Panel>
  );
}

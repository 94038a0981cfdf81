import { useState } from 'react';
import styled from 'styled-components';
import { Lightbox } from '../footer/Lightbox';
import { Button, TextLink, borderWidth, color, fontSize, layout, px, radius, shadow, space } from '@sl/ui';
import { ConsentControls } from './ConsentControls';
import { ALL_CONSENT, NO_CONSENT, choicesOf, type ConsentChoices } from './record';
import { decideConsent, useConsent } from './store';

const Notice = styled.section`
  /* The page's width, less a margin each side on a phone. */
  max-width: min(${px(layout.mainContent + layout.side + layout.gutter)}, calc(100% - ${space.xxl}));
  margin: ${space.lg} auto 0;
  padding: ${space.lg};
  border: ${borderWidth.thick} solid ${color.primary};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.md};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0 0 ${space.md};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
`;

/** After the banner goes, focus lands on the page content rather than on nothing. */
function focusContent() {
  setTimeout(() => document.getElementById('main')?.focus(), 0);
}

/**
 * The cookie consent banner: shown until the visitor answers the current version of the cookie policy. Until then
 * only essential storage is used (the storage gate holds everything else in memory). Accept all, Reject
 * non-essential, or Manage choices in a dialog with a labelled toggle per category. The spec's cookie-accept flag
 * (document 2, section 3) is kept in step with the answer by the consent store.
 */
export function CookieNotice() {
  const record = useConsent((s) => s.record);
  const [managing, setManaging] = useState(false);
  if (record) return null;
  const decide = (choices: ConsentChoices) => {
    decideConsent(choices);
    setManaging(false);
    focusContent();
  };
  return (
    <Notice aria-labelledby="cookie-notice-title" data-testid="cookie-notice">
      <h2 id="cookie-notice-title">Cookies on Sporting Life</h2>
      <p>
        We use essential cookies and storage to run the site and keep you signed in. With your consent we
        would also remember your preferences (functional) and measure how the site is used (analytics).
        Nothing non-essential is stored until you choose. You can change your mind at any time on our{' '}
        <TextLink to="/cookies-policy">cookies policy</TextLink> page.
      </p>
      <div className="actions">
        <Button onClick={() => decide(ALL_CONSENT)}>Accept all</Button>
        <Button onClick={() => decide(NO_CONSENT)}>Reject non-essential</Button>
        <Button variant="secondary" onClick={() => setManaging(true)}>
          Manage choices
        </Button>
      </div>
      {managing ? (
        <Lightbox title="Manage cookie choices" onClose={() => setManaging(false)}>
          <ConsentControls initial={choicesOf(record)} onSave={decide} />
        </Lightbox>
      ) : null}
    </Notice>
  );
}

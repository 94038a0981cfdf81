import { useEffect } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePreferences } from '@sl/contracts';

const Notice = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 16px 0 0;
  padding: 12px 16px;
  background: #0b2e4f;
  color: #fff;
  p {
    margin: 0;
  }
  a {
    color: inherit;
  }
  button {
    font: inherit;
    font-weight: 700;
    padding: 6px 14px;
    border: 0;
    border-radius: 4px;
    background: #ffd100;
    color: #0b2e4f;
    cursor: pointer;
  }
`;

type Gtag = (command: 'consent', action: 'update', params: Record<string, 'granted'>) => void;

/**
 * Grants the storage consent the page's defaults deny (spec document 2, section 7), when the consent defaults
 * script is on the page: it runs on every load, so an earlier acceptance is granted again each time.
 */
function grantConsent() {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  gtag('consent', 'update', {
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    functionality_storage: 'granted',
    personalization_storage: 'granted',
  });
}

/**
 * The cookie notice. Consent starts denied; the visitor's acceptance is the cookieAccepted flag of the local
 * preferences (spec document 2, section 3), so once accepted the notice does not show again.
 */
export function CookieNotice() {
  const accepted = usePreferences((s) => s.cookieAccepted);
  const setPreference = usePreferences((s) => s.actions.setPreference);
  useEffect(() => {
    if (accepted) grantConsent();
  }, [accepted]);
  if (accepted) return null;
  return (
    <Notice aria-label="Cookie notice" data-testid="cookie-notice">
      <p>
        We use cookies to run this site and, with your consent, to measure and improve it. See our{' '}
        <Link to="/cookies-policy">cookie policy</Link>.
      </p>
      <button type="button" onClick={() => setPreference('cookieAccepted', true)}>
        Accept cookies
      </button>
    </Notice>
  );
}

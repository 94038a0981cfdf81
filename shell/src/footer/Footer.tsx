import { useMemo, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  APP_LINKS,
  COPYRIGHT_LINE,
  CONTACT_FORM_LINK_TEXT,
  DATA_CREDITS,
  FOOTER_GROUPS,
  FOOTER_SLOGAN,
  PODCAST_LINKS,
  PRIVACY_LINKS,
  SAFER_GAMBLING_LINKS,
  SELF_EXCLUDED_NAV_IDS,
  useAuth,
} from '@sl/contracts';
import { ContactForm } from '../forms/ContactForm';
import { FeedbackForm } from '../forms/FeedbackForm';
import { FormDialog } from '../forms/FormDialog';
import { useViewer } from '../site-data/useViewer';
import { FooterGroups } from './FooterGroups';
import { SocialSlider } from './SocialSlider';

const Bar = styled.footer`
  background: ${(p) => p.theme.colors.primary};
  color: #d7deea;
  padding: 24px 16px;
  margin-top: 32px;
  font-size: 0.85rem;
  a {
    color: #e3e8f0;
  }
  > * + * {
    margin-top: 20px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .strip {
    padding: 12px;
    border-radius: 6px;
    background: rgba(255, 255, 255, 0.08);
  }
  .slogan {
    font-size: 1.1rem;
    font-weight: 800;
    /* White holds its contrast on every theme's dark primary; a festival accent does not (axe colour-contrast). */
    color: #ffffff;
  }
  .link-button {
    background: none;
    border: 0;
    padding: 0;
    color: #e3e8f0;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  h2 {
    font-size: 0.9rem;
    margin: 0 0 6px;
    color: #fff;
  }
`;

const ButtonLink = styled(Link)`
  display: inline-block;
  padding: 8px 14px;
  border-radius: 4px;
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.primary} !important;
  font-weight: 700;
  text-decoration: none;
`;

type Dialog = 'contact' | 'feedback' | null;

/** Opens the consent manager's preference centre when one is loaded, else the cookies policy. */
function openPreferenceCentre(navigate: (path: string) => void) {
  const w = window as unknown as {
    OneTrust?: { ToggleInfoDisplay?: () => void };
    __cmp?: (cmd: string) => void;
  };
  if (w.OneTrust?.ToggleInfoDisplay) w.OneTrust.ToggleInfoDisplay();
  else if (typeof w.__cmp === 'function') w.__cmp('showConsentManager');
  else navigate('/cookies-policy');
}

/**
 * The footer (hidden in the app's web view by the page shell). The member buttons are links (they go to the
 * account pages), so they never compete with the account widget's own Log in / Log out buttons.
 */
export function Footer() {
  const { loggedIn, enabled, selfExcluded } = useViewer();
  const actions = useAuth((s) => s.actions);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);

  const groups = useMemo(
    () =>
      FOOTER_GROUPS.map((group) => ({
        ...group,
        links: group.links.filter(
          (link) =>
            !(selfExcluded && link.id && (SELF_EXCLUDED_NAV_IDS as readonly string[]).includes(link.id)),
        ),
      })).filter((group) => !(selfExcluded && group.id === 'betting' && group.links.length === 0)),
    [selfExcluded],
  );

  const act = (fn: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    fn();
  };

  return (
    <Bar data-testid="site-footer">
      {enabled ? (
        <div className="strip" data-testid="footer-member">
          {loggedIn ? (
            <ul className="row">
              <li>
                <ButtonLink to="/" onClick={act(() => actions.logout())}>
                  Log Out
                </ButtonLink>
              </li>
              <li>
                <ButtonLink to="/account">My Area</ButtonLink>
              </li>
            </ul>
          ) : (
            <>
              <p className="slogan" data-testid="footer-slogan">
                {FOOTER_SLOGAN}
              </p>
              <ul className="row">
                <li>
                  <ButtonLink to="/account/register" onClick={act(() => actions.register())}>
                    Register for free
                  </ButtonLink>
                </li>
                <li>
                  <ButtonLink to="/account/sign-in" onClick={act(() => actions.login())}>
                    Log In
                  </ButtonLink>
                </li>
              </ul>
            </>
          )}
        </div>
      ) : null}

      <FooterGroups
        groups={groups}
        onContact={() => setDialog('contact')}
        contactLabel={CONTACT_FORM_LINK_TEXT}
      />

      <SocialSlider />

      <section aria-label="Apps and podcasts">
        <ul className="row">
          {[...APP_LINKS, ...PODCAST_LINKS].map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer" target="_blank">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Privacy">
        <ul className="row">
          {PRIVACY_LINKS.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.name}</Link>
            </li>
          ))}
          <li>
            <button type="button" className="link-button" onClick={() => openPreferenceCentre(navigate)}>
              Privacy Preference Centre
            </button>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => setDialog('feedback')}>
              Send us feedback
            </button>
          </li>
        </ul>
      </section>

      <section className="strip" aria-label="Safer gambling" data-testid="safer-gambling">
        <p>
          <strong>18+ Please gamble responsibly.</strong> <Link to="/safer-gambling">Safer gambling</Link>{' '}
          help and support:
        </p>
        <ul className="row">
          {SAFER_GAMBLING_LINKS.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer" target="_blank">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Data credits">
        <ul className="row">
          {DATA_CREDITS.map((credit) => (
            <li key={credit}>{credit}</li>
          ))}
        </ul>
      </section>

      <p>{COPYRIGHT_LINE}</p>

      {dialog === 'contact' ? (
        <FormDialog title="Contact us" onClose={() => setDialog(null)}>
          {(onSending) => <ContactForm onClose={() => setDialog(null)} onSending={onSending} />}
        </FormDialog>
      ) : null}
      {dialog === 'feedback' ? (
        <FormDialog title="Feedback" onClose={() => setDialog(null)}>
          {(onSending) => <FeedbackForm onSending={onSending} />}
        </FormDialog>
      ) : null}
    </Bar>
  );
}

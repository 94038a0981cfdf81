import { useMemo, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from '@sl/contracts/routing';
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
import { borderWidth, color, fontSize, fontWeight, layout, px, radius, size, space } from '@sl/ui';
import { ContactForm } from '../forms/ContactForm';
import { FeedbackForm } from '../forms/FeedbackForm';
import { FormDialog } from '../forms/FormDialog';
import { useViewer } from '../site-data/useViewer';
import { ExternalLinkRow } from './ExternalLinkRow';
import { FooterGroups } from './FooterGroups';
import { SocialSlider } from './SocialSlider';

/** On the brand fill in both schemes: every word is onBrand (a festival recolours the fill, never the text). */
const Bar = styled.footer`
  background: ${color.brand};
  color: ${color.onBrand};
  padding: ${space.xl} ${space.lg} ${space.xxl};
  margin-top: ${space.xxl};
  font-size: ${fontSize.sm};
  > .inner {
    max-width: ${px(layout.mainContent + layout.side + layout.gutter)};
    margin: 0 auto;
  }
  > .inner > * + * {
    margin-top: ${space.xl};
  }
  a,
  .link-button {
    color: ${color.onBrand};
    text-underline-offset: 0.2em;
  }
  a:focus-visible,
  button:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.onBrand};
    outline-offset: ${borderWidth.thick};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.xl};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .row li {
    display: flex;
    align-items: center;
    min-height: ${size.targetMin};
  }
  .strip {
    padding: ${space.lg};
    border-radius: ${radius.lg};
    background: ${color.brandAlt};
  }
  .strip p {
    margin: 0 0 ${space.sm};
  }
  .slogan {
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.black};
  }
  .credits {
    opacity: 0.85;
    font-size: ${fontSize.xs};
  }
  .link-button {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  h2 {
    font-size: ${fontSize.sm};
    margin: 0 0 ${space.xs};
    color: ${color.onBrand};
  }
`;

/** Accent with onAccent text: the filled button that reads on every festival's brand fill. */
const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${size.target};
  padding: 0 ${space.lg};
  border-radius: ${radius.md};
  background: ${color.accent};
  color: ${color.onAccent} !important;
  font-weight: ${fontWeight.bold};
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
      <div className="inner">
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
          <ExternalLinkRow links={[...APP_LINKS, ...PODCAST_LINKS]} />
        </section>

        <section aria-label="Privacy">
          <ul className="row">
            {PRIVACY_LINKS.map((link) => (
              <li key={link.url}>
                <Link to={link.url}>{link.name}</Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => openPreferenceCentre((path) => void navigate(path))}
              >
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
          <ExternalLinkRow links={SAFER_GAMBLING_LINKS} />
        </section>

        <section aria-label="Data credits" className="credits">
          <ul className="row">
            {DATA_CREDITS.map((credit) => (
              <li key={credit}>{credit}</li>
            ))}
          </ul>
        </section>

        <p className="credits">{COPYRIGHT_LINE}</p>

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
      </div>
    </Bar>
  );
}

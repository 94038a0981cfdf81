import { NavLink } from '@sl/contracts/routing';
import styled from 'styled-components';
import { racecardsLink } from '@sl/contracts';
import { Icon, borderWidth, color, fontSize, fontWeight, media, radius, size, space } from '@sl/ui';
import { FederatedSlot } from '@sl/contracts/federation';

import { useViewer } from '../site-data/useViewer';
import { useShellConfig } from '../boot/page-config';

/** One row of fixed height: on a narrow screen it scrolls sideways instead of wrapping, so it never grows (CLS). */
const Bar = styled.div`
  /* Positioned, so visually-hidden text inside (absolute) is clipped with the row instead of widening the page. */
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${space.lg};
  height: ${size.target};
  padding: 0 ${space.lg};
  overflow-x: auto;
  overflow-y: hidden;
  white-space: nowrap;
  scrollbar-width: none;
  background: ${color.surface};
  border-bottom: ${borderWidth.hairline} solid ${color.border};
  font-size: ${fontSize.sm};
  ul {
    display: flex;
    flex-wrap: nowrap;
    gap: ${space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: ${size.targetMin};
    padding: ${space.xxs} ${space.sm};
    border-radius: ${radius.pill};
    color: ${color.text};
    font-weight: ${fontWeight.semibold};
    text-decoration: none;
  }
  a svg {
    flex: none;
  }
  a:hover {
    background: ${color.surfaceAlt};
  }
  a:focus-visible {
    outline-offset: -${borderWidth.thick};
  }
  a[aria-current='page'] {
    background: ${color.surfaceSunken};
    box-shadow: inset 0 0 0 ${borderWidth.hairline} ${color.borderStrong};
  }
  .racecards-hidden-mobile {
    ${media.mobile} {
      display: none;
    }
  }
`;

const Plus = styled.span`
  padding: 0 ${space.xs};
  border-radius: ${radius.sm};
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: ${fontSize.xxs};
  font-weight: ${fontWeight.black};
`;

/**
 * The top bar: Fast Results, Scores and Racecards (with the plus marker when logged in; hidden on mobile when
 * logged out), the promos team's event sign-posting buttons and the cross-sell strip.
 */
export function TopBar() {
  const { loggedIn, premium } = useViewer();
  const { ukIreland } = useShellConfig();
  return (
    <Bar data-testid="top-bar">
      <nav aria-label="Quick">
        <ul>
          <li>
            <NavLink to="/racing/fast-results">
              <Icon name="clock" size="sm" />
              Fast Results
            </NavLink>
          </li>
          <li>
            <NavLink to="/football/fixtures-results">
              <Icon name="live" size="sm" />
              Scores
            </NavLink>
          </li>
          <li className={loggedIn ? undefined : 'racecards-hidden-mobile'} data-testid="top-bar-racecards">
            <NavLink to={racecardsLink('/racing/racecards', premium)}>
              <Icon name="racecards" size="sm" />
              Racecards
              {loggedIn ? <Plus aria-label="plus">+</Plus> : null}
            </NavLink>
          </li>
        </ul>
      </nav>
      <FederatedSlot remote="promos" module="TopBarSignposts" label="Featured events" />
      {/* Partner betting and gaming products are betting content: UK/Ireland viewers only (docs/adr/0005). */}
      {ukIreland && <FederatedSlot remote="promos" module="CrossSell" label="Our partners" />}
    </Bar>
  );
}

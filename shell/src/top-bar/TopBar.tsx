import { NavLink } from 'react-router';
import styled from 'styled-components';
import { racecardsLink } from '@sl/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useViewer } from '../site-data/useViewer';
import { readShellConfig } from '../boot/shell-config';

/** One row of fixed height: on a narrow screen it scrolls sideways instead of wrapping, so it never grows (CLS). */
export const TOP_BAR_HEIGHT = 44;

const Bar = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 16px;
  height: ${TOP_BAR_HEIGHT}px;
  padding: 0 16px;
  overflow-x: auto;
  overflow-y: hidden;
  white-space: nowrap;
  scrollbar-width: none;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  font-size: 0.85rem;
  ul {
    display: flex;
    flex-wrap: nowrap;
    gap: 12px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    text-decoration: underline;
  }
  .racecards-hidden-mobile {
    @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
      display: none;
    }
  }
`;

const Plus = styled.span`
  margin-left: 4px;
  padding: 0 4px;
  border-radius: 3px;
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.primary};
  font-size: 0.7rem;
  font-weight: 800;
`;

/**
 * The top bar: Fast Results, Scores and Racecards (with the plus marker when logged in; hidden on mobile when
 * logged out), the promos team's event sign-posting buttons and the cross-sell strip.
 */
export function TopBar() {
  const { loggedIn, premium } = useViewer();
  return (
    <Bar data-testid="top-bar">
      <nav aria-label="Quick">
        <ul>
          <li>
            <NavLink to="/racing/fast-results">Fast Results</NavLink>
          </li>
          <li>
            <NavLink to="/football/fixtures-results">Scores</NavLink>
          </li>
          <li className={loggedIn ? undefined : 'racecards-hidden-mobile'} data-testid="top-bar-racecards">
            <NavLink to={racecardsLink('/racing/racecards', premium)}>
              Racecards
              {loggedIn ? <Plus aria-label="plus">+</Plus> : null}
            </NavLink>
          </li>
        </ul>
      </nav>
      <RemoteSlot remote="promos" module="TopBarSignposts" label="Featured events" />
      {/* Partner betting and gaming products are betting content: UK/Ireland viewers only (docs/adr/0005). */}
      {readShellConfig().ukIreland && <RemoteSlot remote="promos" module="CrossSell" label="Our partners" />}
    </Bar>
  );
}

import styled from 'styled-components';
import { useAuth } from '@sl/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';
import { HideablePanel } from './HideablePanel';

/* minmax(0, 1fr): a column is as wide as the page allows, never as wide as its widest content (phone overflow). */
const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const H1 = styled.h1`
  font-size: 1.4rem;
  margin: 8px 0 16px;
`;

/** The home page: the member widget, today's racing and football panels (each one hideable), and the promotion pop-up for members. */
export function HomePage() {
  const loggedIn = useAuth((s) => s.loggedIn);
  return (
    <>
      <H1>Racing and football today</H1>
      <RemoteSlot remote="account" module="AccountWidget" label="Your account" minHeight={56} />
      <Grid>
        <HideablePanel id="home-racing" label="Today's racing">
          <RemoteSlot
            remote="racing"
            module="RacingHome"
            label="Today's racing"
            minHeight={240}
            unavailable="Racing is unavailable right now. Please try again shortly."
          />
        </HideablePanel>
        <HideablePanel id="home-football" label="Today's football">
          <RemoteSlot
            remote="football"
            module="FootballHome"
            label="Today's football"
            minHeight={240}
            unavailable="Football is unavailable right now. Please try again shortly."
          />
        </HideablePanel>
      </Grid>
      {loggedIn ? <RemoteSlot remote="promos" module="PromotionModal" label="Member offer" /> : null}
    </>
  );
}

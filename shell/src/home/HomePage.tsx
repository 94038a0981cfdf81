import styled from 'styled-components';
import { RemoteSlot } from '../federation/RemoteSlot';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const H1 = styled.h1`
  font-size: 1.4rem;
  margin: 8px 0 16px;
`;

export function HomePage() {
  return (
    <>
      <RemoteSlot remote="promos" module="Banners" label="Promotions" minHeight={120} />
      <H1>Racing and football today</H1>
      <RemoteSlot remote="account" module="AccountWidget" label="Your account" minHeight={56} />
      <Grid>
        <RemoteSlot
          remote="racing"
          module="RacingQuickLinks"
          label="Today's racing"
          minHeight={240}
          unavailable="Racing is unavailable right now. Please try again shortly."
        />
        <RemoteSlot
          remote="football"
          module="FootballQuickLinks"
          label="Today's football"
          minHeight={240}
          unavailable="Football is unavailable right now. Please try again shortly."
        />
      </Grid>
    </>
  );
}

import styled from 'styled-components';
import { useAuth } from '@sl/contracts';
import { fontSize, media, space } from '@sl/ui';
import { FederatedSlot } from '@sl/contracts/federation';
import { UnavailableNotice } from '../federation/UnavailableNotice';
import { HideablePanel } from './HideablePanel';

/* minmax(0, 1fr): a column is as wide as the page allows, never as wide as its widest content (phone overflow). */
const Grid = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.xl};
  }
`;

const H1 = styled.h1`
  font-size: ${fontSize.xxl};
  margin: ${space.sm} 0 ${space.lg};
  ${media.tablet} {
    font-size: ${fontSize.display};
  }
`;

/** Today's panels, one per remote, each hideable by the visitor. */
const HOME_PANELS = [
  { id: 'home-racing', label: "Today's racing", sport: 'Racing', remote: 'racing', module: 'RacingHome' },
  {
    id: 'home-football',
    label: "Today's football",
    sport: 'Football',
    remote: 'football',
    module: 'FootballHome',
  },
] as const;

/** The home page: the member widget, today's racing and football panels (each one hideable), and the promotion pop-up for members. */
export function HomePage() {
  const loggedIn = useAuth((s) => s.loggedIn);
  return (
    <>
      <H1>Racing and football today</H1>
      <FederatedSlot remote="account" module="AccountWidget" label="Your account" space={{ minHeight: 56 }} />
      <Grid>
        {HOME_PANELS.map((panel) => (
          <HideablePanel key={panel.id} id={panel.id} label={panel.label}>
            <FederatedSlot
              remote={panel.remote}
              module={panel.module}
              label={panel.label}
              space={{ minHeight: 240 }}
              unavailable={
                <UnavailableNotice>{`${panel.sport} is unavailable right now. Please try again shortly.`}</UnavailableNotice>
              }
            />
          </HideablePanel>
        ))}
      </Grid>
      {loggedIn ? <FederatedSlot remote="promos" module="PromotionModal" label="Member offer" /> : null}
    </>
  );
}
